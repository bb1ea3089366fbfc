import { useConfirm } from '~/components/ui/confirm-dialog';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { adminApi } from './admin-api';
import { draftOf, emptyDraft, inputOf } from './product-draft';
import { ProductForm } from './product-form';
import { Badge, PageTitle, QueryView } from './ui';
import { Notice } from '~/components/ui/notice';
import { useAdminQuery } from './use-admin-query';

const backLink = (
  <Link to="/admin/products" className={buttonClass('outline', 'md')}>
    All products
  </Link>
);

/** /admin/products/new: an empty form; saving opens the new product's page. */
export function NewProduct() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title="New product" actions={backLink} />
      <ProductForm
        initial={emptyDraft()}
        submitLabel="Create product"
        save={async (draft) => {
          const { product } = await adminApi.createProduct(inputOf(draft));
          void navigate(`/admin/products/${product.id}`, {
            state: { notice: `Product ${product.id} created.` },
          });
        }}
      />
    </>
  );
}

/** /admin/products/:id: the form plus Hide/Unhide and Delete. */
export function EditProduct({ id }: { id: number }) {
  const query = useAdminQuery(`product/${id}`, () => adminApi.product(id));
  const location = useLocation();
  const navigate = useNavigate();
  // History state is typed any; this screen's own navigate() after a create sets { notice }.
  const created = (location.state as { notice?: string } | null)?.notice ?? null;
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [formVersion, setFormVersion] = useState(0);
  const { ask, dialog } = useConfirm();

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (err) {
      setMessage({ kind: 'error', text: err instanceof Error ? err.message : 'That failed.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <QueryView query={query}>
      {({ product }) => (
        <>
          {dialog}
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
            </span>
            <span className="flex-1" />
            <button
              type="button"
              disabled={busy}
              className={buttonClass('outline', 'sm')}
              onClick={() =>
                void act(async () => {
                  const res = await adminApi.setProductHidden(product.id, !product.hidden);
                  query.setData(res);
                  setFormVersion((v) => v + 1);
                  setMessage({
                    kind: 'success',
                    text: res.product.hidden ? 'Hidden from the shop.' : 'Back in the shop.',
                  });
                })
              }
            >
              {product.hidden ? 'Unhide' : 'Hide'}
            </button>
            <button
              type="button"
              disabled={busy}
              className={buttonClass('outline', 'sm', 'text-red-700')}
              onClick={async () => {
                const sure = await ask({
                  title: 'Delete this product?',
                  message: `Delete “${product.name}” for good?`,
                  confirmLabel: 'Delete product',
                  destructive: true,
                });
                if (!sure) return;
                void act(async () => {
                  await adminApi.deleteProduct(product.id);
                  void navigate('/admin/products');
                });
              }}
            >
              Delete
            </button>
          </div>
          {message && (
            <div className="mb-6">
              <Notice kind={message.kind}>{message.text}</Notice>
            </div>
          )}
          <ProductForm
            // A fresh form after Hide/Unhide, so its Hidden box matches the product.
            key={`${product.id}-${formVersion}`}
            initial={draftOf(product)}
            notice={formVersion === 0 ? created : null}
            submitLabel="Save"
            save={async (draft) => {
              const res = await adminApi.updateProduct(product.id, inputOf(draft));
              query.setData(res);
              return 'Saved. The shop shows the change now.';
            }}
          />
        </>
      )}
    </QueryView>
  );
}
