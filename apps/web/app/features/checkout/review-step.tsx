import type { CartItem } from '@shop/shared/cart/cart';
import { formatRupees } from '@shop/shared/format/money';
import type { BusinessInput, ShippingInput } from '@shop/shared/orders/place-order';
import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { ErrorBox } from '~/components/ui/notice';
import { PAYMENT_METHOD_LABELS } from '@shop/shared/payments/method-labels';
import type { PaymentChoice } from './payment-step';

/** Step 3: everything the order will carry, and Place Order. */
export function ReviewStep({
  shipping,
  business,
  payment,
  items,
  error,
  placing,
  onEdit,
  onBack,
  onPlace,
}: {
  shipping: ShippingInput;
  business: BusinessInput | null;
  payment: PaymentChoice;
  items: readonly CartItem[];
  error: string | null;
  placing: boolean;
  onEdit: (step: 0 | 1) => void;
  onBack: () => void;
  onPlace: () => void;
}) {
  const detail =
    payment.method === 'upi'
      ? payment.upiApp || payment.upiId
      : payment.method === 'netbanking'
        ? payment.bank
        : payment.method === 'wallet'
          ? payment.wallet
          : '';
  return (
    <div>
      {error && <ErrorBox className="mb-6">{error}</ErrorBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Section title="Shipping to" onEdit={() => onEdit(0)}>
          <p className="font-medium text-slate-900">{shipping.name}</p>
          <p>{shipping.address}</p>
          <p>
            {shipping.city}, {shipping.state} {shipping.pincode}
          </p>
          <p className="mt-2">{shipping.phone}</p>
          <p className="break-all">{shipping.email}</p>
          {business && (
            <p className="mt-2">
              GST invoice: {business.name} ({business.gstin})
            </p>
          )}
        </Section>
        <Section title="Payment" onEdit={() => onEdit(1)}>
          <p className="font-medium text-slate-900" data-testid="review-method">
            {PAYMENT_METHOD_LABELS[payment.method]}
          </p>
          {detail && <p>{detail}</p>}
          <p className="mt-2">You pay securely after placing the order.</p>
        </Section>
      </div>

      <section aria-labelledby="review-items" className="mt-4 rounded-xl border border-slate-200">
        <h3 id="review-items" className="border-b border-slate-200 px-4 py-3 font-semibold">
          Items
        </h3>
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 px-4 py-3 text-sm">
              <img
                src={item.image}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 object-contain"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{item.name}</span>
                <span className="text-slate-600">
                  {item.quantity} × {formatRupees(item.price)}
                </span>
              </span>
              <span className="font-semibold">{formatRupees(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} className={buttonClass('outline', 'lg')}>
          Back
        </button>
        <button
          type="button"
          onClick={onPlace}
          disabled={placing}
          aria-busy={placing || undefined}
          className={buttonClass('accent', 'lg')}
        >
          <Icon name="shield-check" className="h-5 w-5" />
          {placing ? 'Placing Order…' : 'Place Order'}
        </button>
      </div>
    </div>
  );
}

function Section({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <button
          type="button"
          onClick={onEdit}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label={`Edit ${title.toLowerCase()}`}
        >
          Edit
        </button>
      </div>
      {children}
    </section>
  );
}
