import type { Product } from '@shop/shared/catalogue/product';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '~/components/ui/price';
import { Rating } from '~/components/ui/rating';
import { CardMedia } from './card-media';
import { AddToCartButton, BuyNowButton } from './purchase-buttons';
import { QuickViewButton } from './quick-view-button';
import { WishlistButton } from './wishlist-button';

export interface ProductCardProps {
  product: Product;
  variant?: 'grid' | 'list';
  /** First row of a list: load the picture at once. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  showBuyNow?: boolean;
  /** Extra controls beside (list) or under (grid) the buttons, e.g. 'Remove' on the wishlist. */
  children?: ReactNode;
}

/** A product in a grid or list: picture, badges, rating, price and the buy buttons. */
export function ProductCard({
  product,
  variant = 'grid',
  priority = false,
  headingLevel: Heading = 'h2',
  showBuyNow = true,
  children,
}: ProductCardProps) {
  const nameId = useId();
  const list = variant === 'list';
  // Icons only where the card is wide enough for them and the labels on one line.
  const iconClass = list ? undefined : 'hidden h-4 w-4 shrink-0 @[16.5rem]:block';
  const buttons = (
    <div className={list ? 'contents' : '@container grid grid-cols-2 gap-2'}>
      <AddToCartButton
        product={product}
        size="sm"
        describedBy={nameId}
        iconClass={iconClass}
        className="whitespace-nowrap"
      />
      {showBuyNow && (
        <BuyNowButton
          product={product}
          size="sm"
          describedBy={nameId}
          iconClass={iconClass}
          className="whitespace-nowrap"
        />
      )}
    </div>
  );
  const info = (
    <>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{product.brand}</p>
      <Heading className="font-semibold leading-snug text-slate-900">
        <Link
          id={nameId}
          to={`/product/${product.id}`}
          className="line-clamp-2 hover:text-brand-700 hover:underline"
        >
          {product.name}
        </Link>
      </Heading>
      <Rating rating={product.rating} reviews={product.reviews} />
    </>
  );

  if (list) {
    return (
      <article className="group grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md sm:grid-cols-[11rem_1fr] sm:p-4">
        <div className="sm:row-span-3">
          <CardMedia product={product} priority={priority} compact />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          {info}
          <div className="hidden sm:block">
            <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>
          </div>
          <Price price={product.price} originalPrice={product.originalPrice} />
        </div>
        <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:col-start-2">
          {buttons}
          <WishlistButton id={product.id} name={product.name} />
          <QuickViewButton product={product} />
          {children}
        </div>
      </article>
    );
  }

  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md">
      <CardMedia product={product} priority={priority} />
      <div className="absolute right-5 top-5 flex flex-col gap-2">
        <WishlistButton id={product.id} name={product.name} />
        <QuickViewButton product={product} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 px-1 pt-3">
        {info}
        <div className="mt-auto pb-1 pt-2">
          <Price price={product.price} originalPrice={product.originalPrice} />
        </div>
        {buttons}
        {children}
      </div>
    </article>
  );
}
