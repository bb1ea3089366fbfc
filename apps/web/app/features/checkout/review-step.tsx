import { textLang } from '@shop/shared/catalogue/product-hindi';
import { stateText } from '@shop/shared/india/states';
import type { SubmissionResult } from '@conform-to/react';
import type { PageCartItem } from '@shop/shared/cart/cart';
import {
  CHECKOUT_INTENTS,
  paymentDetail,
  placeFormSchema,
  type PaymentChoice,
} from '@shop/shared/checkout/checkout-form';
import { formatDeliveryDate } from '@shop/shared/delivery/calendar';
import type { DeliveryQuote } from '@shop/shared/delivery/delivery-quote';
import { INTL_LOCALE } from '@shop/shared/i18n/language';
import { formatRupees } from '@shop/shared/format/money';
import type { BusinessInput, ShippingInput } from '@shop/shared/orders/place-order';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { POST_BACK_FIELDS } from '~/components/form/post-back-form';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { ErrorBox } from '~/components/ui/notice';
import { useHydrated } from '~/lib/use-hydrated';
import { useErrorText } from '~/lib/i18n/error-text';
import { useLanguage, useT } from '~/lib/i18n/i18n';
import { stepPath } from './checkout-draft';
import { Picture } from '~/components/ui/picture';

/**
 * Step 3: everything the order will carry, and Place Order: a form posting only the key the page
 * was given (the server takes the rest from the draft and prices the server's cart). With the
 * page's script, `enhanced` asks the confirmation to open the payment at once.
 */
export function ReviewStep({
  delivery,
  shipping,
  business,
  poNumber,
  payment,
  items,
  orderKey,
  lastResult,
}: {
  delivery: DeliveryQuote | null;
  shipping: ShippingInput;
  business: BusinessInput | null;
  poNumber?: string;
  payment: PaymentChoice;
  items: readonly PageCartItem[];
  orderKey: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const t = useT();
  const locale = INTL_LOCALE[useLanguage()];
  const errorText = useErrorText();
  const { formProps, error } = useShopForm(placeFormSchema, lastResult);
  const placing = useSubmitting({ intent: CHECKOUT_INTENTS.place });
  const hydrated = useHydrated();
  const detail = paymentDetail(payment);
  const promised =
    delivery?.serviceable && delivery.options.find((o) => o.option === payment.deliveryOption);
  return (
    <div>
      {error && <ErrorBox className="mb-6">{error}</ErrorBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Section
          title={t('checkout.review.shippingTo')}
          editLabel={t('checkout.review.editShipping')}
          edit={stepPath('shipping')}
        >
          <p className="font-medium text-slate-900">{shipping.name}</p>
          <p>{shipping.address}</p>
          <p>
            {shipping.city}, {stateText(shipping.state, t)} {shipping.pincode}
          </p>
          <p className="mt-2">{shipping.phone}</p>
          <p className="break-all">{shipping.email}</p>
          {business && (
            <p className="mt-2">
              {t('checkout.review.gstInvoice', { name: business.name, gstin: business.gstin })}
            </p>
          )}
          {poNumber && <p className="mt-2">{t('checkout.review.purchaseOrder', { poNumber })}</p>}
        </Section>
        <Section
          title={t('checkout.review.payment')}
          editLabel={t('checkout.review.editPayment')}
          edit={stepPath('payment')}
        >
          <p className="font-medium text-slate-900" data-testid="review-method">
            {t(`checkout.method.${payment.paymentMethod}`)}
          </p>
          {detail && <p>{detail}</p>}
          <p className="mt-2">
            {payment.paymentMethod === 'cod'
              ? t('checkout.review.payCod')
              : t('checkout.review.payOnline')}
          </p>
        </Section>
        <Section
          title={t('checkout.review.delivery')}
          editLabel={t('checkout.review.editDelivery')}
          edit={stepPath('payment')}
        >
          <p className="font-medium text-slate-900" data-testid="review-delivery">
            {t(`checkout.delivery.${payment.deliveryOption}`)}
          </p>
          <p>
            {promised && promised.deliverBy
              ? t('checkout.deliveryBy', { date: formatDeliveryDate(promised.deliverBy, locale) })
              : errorText((promised && promised.refusal) || '')}
          </p>
        </Section>
      </div>

      <section aria-labelledby="review-items" className="mt-4 rounded-xl border border-slate-200">
        <h3 id="review-items" className="border-b border-slate-200 px-4 py-3 font-semibold">
          {t('checkout.review.items')}
        </h3>
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 px-4 py-3 text-sm">
              <Picture
                src={item.image}
                sizes="48px"
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 object-contain"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900" lang={textLang(item.nameLang)}>
                  {item.name}
                </span>
                <span className="text-slate-600">
                  {item.quantity} × {formatRupees(item.price)}
                </span>
              </span>
              <span className="font-semibold">{formatRupees(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>

      <Form
        method="post"
        {...formProps}
        aria-label={t('checkout.review.placeOrderForm')}
        className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between"
      >
        <input type="hidden" name="intent" value={CHECKOUT_INTENTS.place} />
        <input type="hidden" name="key" value={orderKey} />
        {hydrated && <input type="hidden" name={POST_BACK_FIELDS.enhanced} value="1" />}
        <Link to={stepPath('payment')} className={buttonClass('outline', 'lg')}>
          {t('checkout.back')}
        </Link>
        <button
          type="submit"
          disabled={placing}
          aria-busy={placing || undefined}
          className={buttonClass('accent', 'lg')}
        >
          <Icon name="shield-check" className="h-5 w-5" />
          {placing ? t('checkout.review.placing') : t('checkout.review.placeOrder')}
        </button>
      </Form>
    </div>
  );
}

function Section({
  title,
  editLabel,
  edit,
  children,
}: {
  title: string;
  /** The Edit link's name for a screen reader: which part it edits. */
  editLabel: string;
  edit: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <Link
          to={edit}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label={editLabel}
        >
          {t('checkout.review.edit')}
        </Link>
      </div>
      {children}
    </section>
  );
}
