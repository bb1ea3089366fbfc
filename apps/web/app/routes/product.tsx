import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { productIdSchema } from '@shop/shared/catalogue/query';
import { checkPincode } from '@shop/shared/delivery/pincode-check';
import { PINCODE_PARAM } from '@shop/shared/delivery/pincode-param';
import { reviewPageQuerySchema } from '@shop/shared/reviews/responses';
import { redirect } from 'react-router';
import { sendToServer, skipAfterUnsent } from '~/components/form/unsent-posts';
import { Container } from '~/components/ui/container';
import { DeliveryCheck } from '~/features/checkout/delivery-check';
import { Breadcrumb } from '~/features/catalogue/breadcrumb';
import { ProductGallery } from '~/features/catalogue/product-gallery';
import {
  metaDescription,
  productBreadcrumbJsonLd,
  productJsonLd,
} from '~/features/catalogue/product-seo';
import { ProductTabs } from '~/features/catalogue/product-tabs';
import { toCardProduct, toProductView } from '~/features/catalogue/product-views';
import { PurchasePanel } from '~/features/catalogue/purchase-panel';
import { RelatedProducts } from '~/features/catalogue/related-products';
import { REVIEW_SAVED_PARAM, saveReview } from '~/features/reviews/review-action';
import { ReviewsSection } from '~/features/reviews/reviews-section';
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import { metaT } from '~/lib/i18n/i18n';
import type { Route } from './+types/product';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { requestLanguage } from '~/lib/i18n/messages.server';

export async function loader({ params, context: routerContext, url, request }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const id = productIdSchema.safeParse(params.id);
  const language = requestLanguage(request);
  const detail = id.success ? await context.catalogue.detail(id.data, language) : undefined;
  if (!detail) throw redirect('/products');
  const page = reviewPage.safeParse(url.searchParams.get('reviews') ?? undefined);
  const productId = detail.product.id;
  const [reviews, mine] = await Promise.all([
    context.reviews.forProduct(productId, page.success ? page.data : 1, detail.product.reviews),
    context.shopper?.myReview(productId) ?? null,
  ]);
  return {
    product: toProductView(detail.product),
    related: detail.related.map((p) => toCardProduct(p)),
    reviews,
    mine,
    reviewSaved: url.searchParams.get(REVIEW_SAVED_PARAM) === 'saved',
    // "Delivery by …" for the PIN code asked with the page's GET form (ADR 055).
    delivery: checkPincode(url.searchParams.get(PINCODE_PARAM), new Date()),
  };
}

const reviewPage = reviewPageQuerySchema.shape.page;

/** The review form (the page's only form: the buy buttons post to /cart and /buy-now). */
export async function action({ params, context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const id = productIdSchema.safeParse(params.id);
  if (!id.success) throw redirect('/products');
  return saveReview(context, id.data, await request.formData());
}

/**
 * With JavaScript: the same action, with a post that never arrived said in the form. The light
 * variant, so the product page does not carry the form kit (the review form loads it itself).
 */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // Without the loader's data its messages are missing too: only the root's error page shows.
  if (!loaderData) return [{ title: 'Product not found' }];
  const { product } = loaderData;
  const publicUrl = publicUrlFrom(matches);
  const { t, lang } = metaT(matches);
  return pageMeta({
    title: product.name,
    description: metaDescription(product.description),
    path: `/product/${product.id}`,
    publicUrl,
    lang,
    image: product.images[0],
    type: 'product',
    jsonLd: [
      productJsonLd(product, publicUrl, loaderData.reviews.reviews),
      productBreadcrumbJsonLd(product, publicUrl, {
        home: t('layout.nav.home'),
        products: t('layout.nav.products'),
        lang,
      }),
    ],
  });
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, related } = loaderData;
  return (
    // Keyed by product so gallery, quantity and tabs start fresh on another product's page.
    // On a phone the name, price, stock and Add to Cart fit the first screen.
    <Container key={product.id} className="flex flex-col gap-4 py-4 sm:gap-8 sm:py-8 lg:gap-12">
      <Breadcrumb name={product.name} lang={product.lang?.name} />
      <div className="grid gap-4 sm:gap-8 md:grid-cols-[5fr_6fr] lg:grid-cols-2 lg:gap-12">
        <ProductGallery name={product.name} images={product.images} priority />
        <PurchasePanel product={product}>
          <DeliveryCheck check={loaderData.delivery} />
        </PurchasePanel>
      </div>
      <ProductTabs product={product} />
      <ReviewsSection
        productId={product.id}
        reviews={loaderData.reviews}
        mine={loaderData.mine}
        saved={loaderData.reviewSaved}
        lastResult={actionData}
      />
      <RelatedProducts products={related} />
    </Container>
  );
}

// Its script arrives with the shopper's first touch (ADR 112).
export const handle = HYDRATE_ON_INTERACTION;
