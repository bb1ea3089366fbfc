import { productIdSchema } from '@shop/shared/catalogue/query';
import { redirect } from 'react-router';
import { Container } from '~/components/ui/container';
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
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = productIdSchema.safeParse(params.id);
  const detail = id.success ? await context.catalogue.detail(id.data) : undefined;
  if (!detail) throw redirect('/products');
  return {
    product: toProductView(detail.product),
    related: detail.related.map((p) => toCardProduct(p)),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Product not found' }];
  const { product } = loaderData;
  const publicUrl = publicUrlFrom(matches);
  return pageMeta({
    title: product.name,
    description: metaDescription(product.description),
    path: `/product/${product.id}`,
    publicUrl,
    image: product.images[0],
    type: 'product',
    jsonLd: [productJsonLd(product, publicUrl), productBreadcrumbJsonLd(product, publicUrl)],
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related } = loaderData;
  return (
    // Keyed by product so gallery, quantity and tabs start fresh on another product's page.
    // On a phone the name, price, stock and Add to Cart fit the first screen (issue 14 item 9).
    <Container key={product.id} className="flex flex-col gap-4 py-4 sm:gap-8 sm:py-8 lg:gap-12">
      <Breadcrumb name={product.name} />
      <div className="grid gap-4 sm:gap-8 md:grid-cols-[5fr_6fr] lg:grid-cols-2 lg:gap-12">
        <ProductGallery name={product.name} images={product.images} priority />
        <PurchasePanel product={product} />
      </div>
      <ProductTabs product={product} />
      <RelatedProducts products={related} />
    </Container>
  );
}
