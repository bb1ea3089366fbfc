import { useId, type ReactNode } from 'react';
import { Link } from '~/lib/i18n/links';
import { Price } from '~/components/ui/price';
import { Rating } from '~/components/ui/rating';
import { useHydrated } from '~/lib/use-hydrated';
import { textLang } from '@shop/shared/catalogue/product-hindi';
import { CardMedia } from './card-media';
import type { CardProduct } from './product-views';
import { AddToCartButton, BuyNowButton } from './purchase-buttons';
import { QuickViewButton } from './quick-view-button';
import { WishlistButton } from './wishlist-button';

export interface ProductCardProps {
  product: CardProduct;
  variant?: 'grid' | 'list';
  /** The first card, whose picture is the largest on the first screen (LCP): load it at once. */
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
  const formId = useId();
  const hydrated = useHydrated();
  const list = variant === 'list';
  // Grid cards size their icons in card-buy, showing them only where the labels still fit.
  const iconClass = list ? undefined : '';
  // Buy Now and the heart post Add to Cart's form (one copy of the product's fields per card,
  // ADR 093); out of stock there is no such form and each keeps its own.
  const cardForm = product.inStock ? formId : undefined;
  const buttons = (
    <div className={list ? 'contents' : 'card-buy'}>
      <AddToCartButton
        product={product}
        size="sm"
        describedBy={nameId}
        iconClass={iconClass}
        formId={cardForm}
      />
      {showBuyNow && (
        <BuyNowButton
          product={product}
          quantityForm={cardForm}
          size="sm"
          describedBy={nameId}
          iconClass={iconClass}
        />
      )}
    </div>
  );
  const info = (
    <>
      <p className="card-brand">{product.brand}</p>
      <Heading className="card-name">
        {/* The route manifest is loaded whole (ADR 094): nothing reads data-discover, so a
            card's two links leave it out of the page. */}
        <Link
          id={nameId}
          to={`/product/${product.id}`}
          discover="none"
          lang={textLang(product.lang?.name)}
        >
          {product.name}
        </Link>
      </Heading>
      <Rating rating={product.rating} reviews={product.reviews} />
    </>
  );

  if (list) {
    return (
      <article className="group card-row">
        <div className="sm:row-span-3">
          <CardMedia product={product} priority={priority} compact />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          {/* The list's small picture has no room for it: the badge leads the text instead. */}
          {product.badge && (
            <span className="badge self-start bg-brand-700" data-testid="card-badge">
              {product.badge}
            </span>
          )}
          {info}
          {product.summary && (
            <div className="hidden sm:block">
              <p
                className="line-clamp-2 text-sm text-slate-600"
                lang={textLang(product.lang?.description)}
              >
                {product.summary}
              </p>
            </div>
          )}
          <Price price={product.price} originalPrice={product.originalPrice} />
        </div>
        <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:col-start-2">
          {buttons}
          <WishlistButton id={product.id} name={product.name} form={cardForm} />
          <QuickViewButton product={product} />
          {children}
        </div>
      </article>
    );
  }

  return (
    <article className="group card">
      <CardMedia product={product} priority={priority} />
      {/* The heart is a form and works without the script (ADR 047); quick view works only
          with it, so it arrives with it instead of being written into the page for every card. */}
      <div className="card-tools">
        <WishlistButton id={product.id} name={product.name} form={cardForm} />
        {hydrated && <QuickViewButton product={product} />}
      </div>
      <div className="card-body">
        {info}
        <div className="card-price">
          <Price price={product.price} originalPrice={product.originalPrice} />
        </div>
        {buttons}
        {children}
      </div>
    </article>
  );
}
