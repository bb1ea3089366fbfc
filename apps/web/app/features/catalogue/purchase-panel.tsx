import { formatRupees } from '@shop/shared/format/money';
import { savings } from '@shop/shared/pricing/cart-totals';
import { useId, useState, type ReactNode } from 'react';
import { Link } from '~/lib/i18n/links';
import { GstNote, Price } from '~/components/ui/price';
import { QuantityPrices } from './quantity-prices';
import { Rating } from '~/components/ui/rating';
import { textLang } from '@shop/shared/catalogue/product-hindi';
import { DiscountBadge } from './discount-badge';
import { toCardProduct, type ProductView } from './product-views';
import { AddToCartButton, BuyNowButton } from './purchase-buttons';
import { maxQuantity, QuantityStepper } from './quantity-stepper';
import { StockStatus } from './stock-status';
import { TrustBadges } from './trust-badges';
import { WishlistButton } from './wishlist-button';
import { useT } from '~/lib/i18n/i18n';

/**
 * The product page's right column: name, rating, price, stock, quantity and the buy buttons;
 * `children` (the delivery date check) comes after the buttons.
 */
export function PurchasePanel({
  product,
  children,
}: {
  product: ProductView;
  children?: ReactNode;
}) {
  const t = useT();
  const card = toCardProduct(product);
  const [quantity, setQuantity] = useState(1);
  const saved = savings(product.price, product.originalPrice);
  const headingId = useId();
  const addFormId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 sm:gap-4">
      <p className="text-sm text-slate-600">
        {t('product.brand')} <span className="font-semibold text-slate-900">{product.brand}</span>
        <span aria-hidden="true" className="mx-2 text-slate-300">
          |
        </span>
        <Link
          to={`/products?category=${product.category}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {t(`category.${product.category}`)}
        </Link>
      </p>
      <h1
        id={headingId}
        className="text-xl font-bold leading-tight text-slate-900 sm:text-2xl lg:text-3xl"
        lang={textLang(product.lang?.name)}
      >
        {product.name}
      </h1>
      <Rating rating={product.rating} reviews={product.reviews} />

      <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3 sm:p-4">
        <div className="flex flex-wrap items-center gap-3">
          <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
          <DiscountBadge price={product.price} originalPrice={product.originalPrice} />
        </div>
        {saved > 0 && (
          <p className="text-sm font-semibold text-emerald-700">
            {t('product.save', { amount: formatRupees(saved) })}
          </p>
        )}
        <GstNote price={product.price} />
        <QuantityPrices price={product.price} bands={product.priceBands} />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-3">
        <StockStatus inStock={product.inStock} stock={product.stock} />
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={maxQuantity(product.stock)}
          disabled={!product.inStock}
          form={addFormId}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_1fr_auto]">
        <AddToCartButton product={card} quantity={quantity} quantityField={addFormId} size="lg" />
        <BuyNowButton product={card} quantityForm={addFormId} size="lg" />
        <WishlistButton
          id={product.id}
          name={product.name}
          withLabel
          className="sm:col-span-2 xl:col-span-1"
        />
      </div>
      <p className="text-sm text-slate-700">
        {t('product.forBusiness')}{' '}
        <Link
          to={`/quotes/new?product=${product.id}&quantity=${quantity}`}
          className="font-medium text-brand-700 underline"
        >
          {t('product.requestQuote')}
        </Link>
      </p>
      {children}
      <TrustBadges product={product} />
    </section>
  );
}
