import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';
import { GstNote, Price } from '~/components/ui/price';
import { Rating } from '~/components/ui/rating';
import { textLang } from '@shop/shared/catalogue/product-hindi';
import { DiscountBadge } from './discount-badge';
import { ProductGallery } from './product-gallery';
import type { CardProduct, ProductView } from './product-views';
import { AddToCartButton } from './purchase-buttons';
import { maxQuantity, QuantityStepper } from './quantity-stepper';
import { StockStatus } from './stock-status';
import { useT } from '~/lib/i18n/i18n';

/** The product's page data once it arrives: undefined while on its way, null if it failed. */
function useDetail(request: Promise<ProductView | null>) {
  const [detail, setDetail] = useState<ProductView | null>();
  useEffect(() => {
    let current = true;
    void request.then((d) => current && setDetail(d));
    return () => {
      current = false;
    };
  }, [request]);
  return detail;
}

/**
 * The product in a native modal dialog: the browser traps focus and closes it on Escape;
 * a click on the backdrop or the close button closes it too. The card's part shows at once;
 * pictures, description, stock and quantity follow with `detail`.
 */
export function QuickView({
  product,
  detail: request,
  onClose,
}: {
  product: CardProduct;
  detail: Promise<ProductView | null>;
  onClose(): void;
}) {
  const t = useT();
  const detail = useDetail(request);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => e.target === dialog.current && close()}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(60rem,calc(100%-1.5rem))] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="relative grid gap-6 p-5 pt-14 sm:p-6 sm:pt-14 md:grid-cols-2 md:pt-6">
        <button
          type="button"
          aria-label={t('productView.closeQuickView')}
          onClick={close}
          className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon name="x" className="h-5 w-5" />
        </button>
        <ProductGallery
          name={product.name}
          images={detail?.images ?? (product.image ? [product.image] : [])}
        />
        <div className="flex flex-col gap-3">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {product.brand}
          </p>
          <h2
            id={titleId}
            className="pr-8 text-xl font-bold leading-snug sm:text-2xl"
            lang={textLang(product.lang?.name)}
          >
            {product.name}
          </h2>
          <Rating rating={product.rating} reviews={product.reviews} />
          <div className="flex flex-wrap items-center gap-3">
            <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
            <DiscountBadge price={product.price} originalPrice={product.originalPrice} />
          </div>
          <GstNote price={product.price} />
          {detail === undefined ? (
            <p role="status" className="text-sm text-slate-500">
              {t('productView.loadingDetails')}
            </p>
          ) : (
            detail && (
              <>
                <p
                  className="line-clamp-4 text-sm leading-relaxed text-slate-700"
                  lang={textLang(detail.lang?.description)}
                >
                  {detail.description}
                </p>
                <StockStatus inStock={detail.inStock} stock={detail.stock} />
                {detail.inStock && (
                  <QuantityStepper
                    value={quantity}
                    onChange={setQuantity}
                    max={maxQuantity(detail.stock)}
                  />
                )}
              </>
            )
          )}
          <AddToCartButton product={product} quantity={quantity} size="lg" className="w-full" />
          <Link
            to={`/product/${product.id}`}
            className="inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
          >
            {t('productView.viewFullDetails')}
            <Icon name="arrow-right" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </dialog>
  );
}
