import type { Product } from '@shop/shared/catalogue/product';
import { Eye } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// The dialog's code loads on first use, keeping it out of the list page's first load.
const QuickView = lazy(() => import('./quick-view').then((m) => ({ default: m.QuickView })));

/** Eye button that opens the product in a modal dialog and gives focus back when it closes. */
export function QuickViewButton({
  product,
  className = '',
}: {
  product: Product;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-label={`Quick view ${product.name}`}
        title="Quick view"
        onClick={() => setOpen(true)}
        className={`inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-slate-600 shadow-sm ring-1 ring-slate-200 transition hover:bg-white hover:text-slate-900 hover:ring-slate-300 ${className}`}
      >
        <Eye aria-hidden="true" className="h-5 w-5" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickView
            product={product}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
