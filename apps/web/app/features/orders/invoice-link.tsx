import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { invoiceUrl } from './format';

/** Download Invoice (a GST tax invoice PDF), offered once the order is Delivered. */
export function InvoiceLink({ orderId, size = 'sm' }: { orderId: string; size?: 'sm' | 'md' }) {
  const t = useT();
  return (
    <a
      href={invoiceUrl(orderId)}
      download={`${orderId}-invoice.pdf`}
      className={buttonClass('outline', size)}
    >
      <Icon name="download" className="h-4 w-4" />
      {t('order.downloadInvoice')}
      <span className="sr-only"> {t('order.downloadInvoiceFor', { orderId })}</span>
    </a>
  );
}
