import { PERMISSION_ERRORS } from '@shop/shared/admin/permissions';
import type { AdminProduct } from '@shop/shared/admin/products';
import { Form, Link } from 'react-router';
import { responseKey, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { STATUS_INTENTS, type ProductFormResponse } from './product-action';
import { emptyValues, fieldValues, valuesOf } from './product-draft';
import { ProductForm } from './product-form';
import { Badge, PageTitle } from './ui';
import { useCan } from './use-can';

const backLink = (
  <Link to="/admin/products" className={buttonClass('outline', 'md')}>
    All products
  </Link>
);

/** /admin/products/new: an empty form; saving opens the new product's page. */
export function NewProduct({ lastResult }: { lastResult: ProductFormResponse | undefined }) {
  const may = useCan();
  if (!may('prices')) {
    return (
      <>
        <PageTitle title="New product" actions={backLink} />
        <Notice kind="error">{PERMISSION_ERRORS.prices}</Notice>
      </>
    );
  }
  return (
    <>
      <PageTitle title="New product" actions={backLink} />
      <ProductForm
        key={responseKey(lastResult)}
        initial={fieldValues(emptyValues())}
        lastResult={lastResult}
        submitLabel="Create product"
      />
    </>
  );
}

/** What the address says happened (post-redirect-get), for the green box. */
export const OUTCOMES = {
  created: (id: number) => `Product ${id} created.`,
  saved: () => 'Saved. The shop shows the change now.',
  hidden: () => 'Hidden from the shop.',
  shown: () => 'Back in the shop.',
} as const;
export type Outcome = keyof typeof OUTCOMES;

/**
 * /admin/products/:id: the form, plus Hide/Unhide and Delete as small forms of their own.
 * Delete asks first (`?confirm=delete`, a link), and only for a product never ordered.
 */
export function EditProduct({
  product,
  lastResult,
  outcome,
  confirmDelete,
}: {
  product: AdminProduct;
  lastResult: ProductFormResponse | undefined;
  outcome: Outcome | undefined;
  confirmDelete: boolean;
}) {
  const busy = useSubmitting();
  // The small forms' responses (hide, delete) are said above; the product form's within it.
  const intent = lastResult?.initialValue?.intent;
  const statusResult =
    typeof intent === 'string' && STATUS_INTENTS.includes(intent) ? lastResult : undefined;
  const statusError = statusResult?.error?.['']?.[0];
  const may = useCan();
  // Deleting a product is an owner's, as adding one is (ADR 070).
  const deletable = product.orderCount === 0 && may('prices');
  return (
    <>
      <PageTitle
        title={`Edit product ${product.id}`}
        actions={
          <>
            <Link to={`/product/${product.id}`} className={buttonClass('ghost', 'md')}>
              View in shop
            </Link>
            {backLink}
          </>
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
        {product.hidden ? (
          <Badge tone="red">Hidden</Badge>
        ) : (
          <Badge tone="green">In the shop</Badge>
        )}
        <span className="text-slate-600">
          On {product.orderCount} order line{product.orderCount === 1 ? '' : 's'}
          {product.orderCount === 0 ? '' : ': it can be hidden, not deleted'}
        </span>
        <span className="flex-1" />
        <Form method="post" action={`/admin/products/${product.id}`}>
          <button
            type="submit"
            name="intent"
            value={product.hidden ? 'unhide' : 'hide'}
            disabled={busy}
            className={buttonClass('outline', 'sm')}
          >
            {product.hidden ? 'Unhide' : 'Hide'}
          </button>
        </Form>
        {deletable && !confirmDelete && (
          <Link
            to={`/admin/products/${product.id}?confirm=delete#delete-product`}
            className={buttonClass('outline', 'sm', 'text-red-700')}
          >
            Delete
          </Link>
        )}
      </div>
      {deletable && confirmDelete && (
        <section
          id="delete-product"
          aria-labelledby="delete-product-title"
          className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <h2 id="delete-product-title" className="font-semibold">
            Delete this product?
          </h2>
          <p className="mt-1">
            Delete “{product.name}” for good? It leaves the shop and cannot be brought back.
          </p>
          <Form
            method="post"
            action={`/admin/products/${product.id}`}
            className="mt-3 flex flex-wrap gap-2"
          >
            <button
              type="submit"
              name="intent"
              value="delete"
              disabled={busy}
              className={buttonClass('primary', 'sm', 'bg-red-700 hover:bg-red-800')}
            >
              Delete product
            </button>
            <Link to={`/admin/products/${product.id}`} className={buttonClass('outline', 'sm')}>
              Keep product
            </Link>
          </Form>
        </section>
      )}
      {statusError && (
        <Notice kind="error" className="mb-6">
          {statusError}
        </Notice>
      )}
      {outcome && !lastResult && (
        <Notice kind="success" className="mb-6">
          {OUTCOMES[outcome](product.id)}
        </Notice>
      )}
      <ProductForm
        // Fresh fields for each response, and for the product as saved.
        key={`${responseKey(lastResult)}-${product.updatedAt}`}
        initial={fieldValues(valuesOf(product))}
        lastResult={statusResult ? undefined : lastResult}
        submitLabel="Save"
      />
    </>
  );
}
