import { pagingShape } from '@shop/shared/admin/paging';
import { productIdSchema } from '@shop/shared/catalogue/query';
import { data, Link, redirect } from 'react-router';
import { postedIntent, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { adminMeta } from '~/features/admin/admin-meta';
import {
  productFormAction,
  productStatusAction,
  STATUS_INTENTS,
} from '~/features/admin/product-action';
import { EditProduct, type Outcome } from '~/features/admin/product-editor';
import { StockHistory } from '~/features/admin/stock-history';
import { PageTitle } from '~/features/admin/ui';
import type { Route } from './+types/product-edit';
import { pageContext } from '@shop/shared/ssr/page-context-key';

const OUTCOME_NAMES: Outcome[] = ['created', 'saved', 'hidden', 'shown'];

export const meta: Route.MetaFunction = () => adminMeta('Edit product');

/**
 * The product with every field and a page of its stock history (`?page=`); the outcome of the
 * last post and the delete question come from the address.
 */
export async function loader({ context: routerContext, params, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  const id = productIdSchema.safeParse(params.id);
  const product = id.success ? await context.staff.products.get(id.data) : undefined;
  if (!product) {
    const none = { product: null, outcome: undefined, confirmDelete: false, movements: null };
    return data(none, { status: 404 });
  }
  const search = url.searchParams;
  const outcome = OUTCOME_NAMES.find((o) => search.get(o) === '1');
  const page = pagingShape.page.safeParse(search.get('page') ?? undefined);
  const movements = await context.staff.stockMovements(product.id, page.success ? page.data : 1);
  return {
    product,
    outcome,
    confirmDelete: search.get('confirm') === 'delete',
    movements: movements ?? null,
  };
}

/** The product form's posts (as on the new page, saving replaces), and Hide, Unhide, Delete. */
export async function action({ context: routerContext, params, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  const id = productIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const formData = await request.formData();
  if (STATUS_INTENTS.includes(postedIntent(formData) ?? '')) {
    return productStatusAction(context.staff, formData, id.data);
  }
  // A stale save is responded 409 with the form again, on top of the product as it is now.
  return productFormAction(context.staff, formData, id.data);
}

export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminEditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, outcome, confirmDelete, movements } = loaderData;
  if (!product) {
    return (
      <>
        <PageTitle title="No such product" />
        <p className="text-slate-700">
          There is no product with this id; it may have been deleted.{' '}
          <Link to="/admin/products" className={buttonClass('outline', 'sm')}>
            All products
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <EditProduct
        key={product.id}
        product={product}
        lastResult={actionData}
        outcome={outcome}
        confirmDelete={confirmDelete}
      />
      {movements && <StockHistory movements={movements} />}
    </>
  );
}
