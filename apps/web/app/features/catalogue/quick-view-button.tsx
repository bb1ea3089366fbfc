import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '~/components/ui/icon';
import { api } from '~/lib/api-client';
import type { CardProduct, ProductView } from './product-views';
import { useLanguage, useT } from '~/lib/i18n/i18n';

// The dialog's code loads on first use, keeping it out of the list page's first load.
const QuickView = lazy(() => import('./quick-view').then((m) => ({ default: m.QuickView })));

/**
 * Eye button that opens the product in a modal dialog and gives focus back when it closes.
 * The card holds only what it shows, so the product's pictures, description and stock are asked
 * for on the click, while the dialog's code loads; the dialog shows the card's part at once.
 */
export function QuickViewButton({
  product,
  className = '',
}: {
  product: CardProduct;
  className?: string;
}) {
  const t = useT();
  const language = useLanguage();
  const [detail, setDetail] = useState<Promise<ProductView | null> | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-label={t('common.quickViewNamed', { name: product.name })}
        title={t('common.quickView')}
        onClick={() =>
          setDetail(
            api.product(product.id, language).then(
              (d) => d.product,
              () => null,
            ),
          )
        }
        className={`btn-round ${className}`.trimEnd()}
      >
        <Icon name="eye" />
      </button>
      {detail && (
        <Suspense fallback={null}>
          <QuickView
            product={product}
            detail={detail}
            onClose={() => {
              setDetail(null);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
