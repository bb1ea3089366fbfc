import type { Profile } from '@shop/shared/auth/schemas';
import { formatRupees } from '@shop/shared/format/money';
import { ORDER_MESSAGES } from '@shop/shared/orders/errors';
import {
  DEFAULT_PAYMENT_METHOD,
  type BusinessInput,
  type ShippingInput,
} from '@shop/shared/orders/place-order';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { useCart } from '~/features/cart/cart-context';
import { OrderSummary } from '~/features/cart/components/order-summary';
import { newIdempotencyKey } from '~/features/payments/payments-api';
import { api, ApiError, type PlaceOrderRequest } from '~/lib/api-client';
import { cardErrors, EMPTY_CARD, isValidUpiId, UPI_ID_ERROR, type CardFields } from './card-fields';
import { PaymentStep, type PaymentChoice, type PaymentErrors } from './payment-step';
import { ReviewStep } from './review-step';
import {
  checkShipping,
  EMPTY_SHIPPING,
  prefill,
  shippingErrorsFromApi,
  type ShippingErrors,
  type ShippingValues,
} from './shipping';
import { ShippingStep } from './shipping-step';
import {
  confirmationPath,
  paymentNotice,
  type ConfirmationState,
  type PaymentNotice,
} from '~/features/payments/payment-notice';
import { CHECKOUT_STEPS, StepIndicator, type CheckoutStep } from './step-indicator';

export const EMPTY_CHECKOUT_PATH = '/cart?notice=empty-checkout';

/**
 * The three-step checkout (spec §2, §4): Shipping → Payment → Review → Place Order. Everything is
 * held in this component's state; card details never leave it (no request, storage or log).
 */
export function CheckoutScreen({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const { items, totals, clearCart } = useCart();
  const [step, setStep] = useState<CheckoutStep>(0);
  // The saved profile (read by the page's loader) fills the fields to start with.
  const [shipping, setShipping] = useState<ShippingValues>(() => prefill(EMPTY_SHIPPING, profile));
  const [shippingErrors, setShippingErrors] = useState<ShippingErrors>({});
  const [checked, setChecked] = useState<{
    shipping: ShippingInput;
    business: BusinessInput | null;
  } | null>(null);
  const [payment, setPayment] = useState<PaymentChoice>({
    method: DEFAULT_PAYMENT_METHOD,
    upiApp: '',
    upiId: '',
    bank: '',
    wallet: '',
  });
  // Card details: only here, in memory, for as long as the page is open.
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [paymentErrors, setPaymentErrors] = useState<PaymentErrors>({});
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();
  // One Idempotency-Key per attempt: the same body sent again (after a network error) reuses it.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // An empty cart has nothing to check out (the cart is the server's, read with the page).
  useEffect(() => {
    if (placed || items.length > 0) return;
    void navigate(EMPTY_CHECKOUT_PATH, { replace: true });
  }, [placed, items.length, navigate]);

  // Each step change moves focus to the step's heading, so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  function nextFromShipping(): ShippingErrors {
    const result = checkShipping(shipping);
    if (!result.ok) {
      setShippingErrors(result.errors);
      return result.errors;
    }
    setShippingErrors({});
    setChecked({ shipping: result.shipping, business: result.business });
    setStep(1);
    return {};
  }

  function nextFromPayment(): PaymentErrors {
    const errors: PaymentErrors = payment.method === 'card' ? cardErrors(card) : {};
    if (payment.method === 'upi' && payment.upiId.trim() && !isValidUpiId(payment.upiId)) {
      errors.upiId = UPI_ID_ERROR;
    }
    setPaymentErrors(errors);
    if (Object.keys(errors).length === 0) {
      setOrderError(null);
      setStep(2);
    }
    return errors;
  }

  async function placeOrder() {
    if (!checked || placing) return;
    // Only product ids and quantities, shipping, the method and GST details: never card details
    // and never prices (the server prices the order from the catalogue).
    const body: PlaceOrderRequest = {
      items: items.map((i) => ({ productId: i.id, quantity: i.quantity })),
      shipping: checked.shipping,
      paymentMethod: payment.method,
      business: checked.business,
    };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    setPlacing(true);
    setOrderError(null);
    let order;
    try {
      ({ order } = await api.placeOrder(body, attempt.current.key));
    } catch (err) {
      // A refusal is final for this body: a corrected order is a new attempt with a new key.
      // After a network error or a 5xx the same key is reused, so a retry never orders twice.
      if (err instanceof ApiError && err.status < 500) attempt.current = null;
      setPlacing(false);
      showFailure(err);
      return;
    }

    attempt.current = null;
    setPlaced(true);
    clearCart();
    setCard(EMPTY_CARD);
    let said: PaymentNotice;
    try {
      const { payForOrder } = await import('~/features/payments/pay-for-order');
      said = paymentNotice(await payForOrder(order.orderId, ask));
    } catch {
      said = { tone: 'error', text: PAYMENT_MESSAGES.savedButUnpaid(order.orderId) };
    }
    // The order lands on the account's Orders tab, opening on its confirmation (spec §4), with
    // how its payment went; never a browser alert.
    const state: ConfirmationState = { payment: said };
    void navigate(confirmationPath(order.orderId), { replace: true, state });
  }

  function showFailure(err: unknown) {
    const message =
      err instanceof ApiError && !/^Request failed \(\d+\)$/.test(err.message) ? err.message : null;
    const fieldErrors = err instanceof ApiError ? shippingErrorsFromApi(err.fields) : {};
    if (Object.keys(fieldErrors).length > 0) {
      setShippingErrors(fieldErrors);
      setOrderError(null);
      setStep(0);
      return;
    }
    // Spec §8's text, and the server's reason when it gave one (stock, a price that changed).
    setOrderError(message ? `${ORDER_MESSAGES.failed} ${message}` : ORDER_MESSAGES.failed);
  }

  if (items.length === 0 && !placed) {
    return <CheckoutSkeleton />;
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
      {dialog}
      <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <StepIndicator step={step} />
        <h2
          ref={heading}
          tabIndex={-1}
          className="mt-6 mb-4 text-xl font-semibold text-slate-900 outline-none"
        >
          <span className="sr-only">
            Step {step + 1} of {CHECKOUT_STEPS.length}:{' '}
          </span>
          {step === 0 ? 'Shipping details' : step === 1 ? 'Payment method' : 'Review your order'}
        </h2>
        {step === 0 && (
          <ShippingStep
            values={shipping}
            errors={shippingErrors}
            onChange={setShipping}
            onNext={nextFromShipping}
          />
        )}
        {step === 1 && (
          <PaymentStep
            choice={payment}
            card={card}
            errors={paymentErrors}
            onChoice={setPayment}
            onCard={setCard}
            onBack={() => setStep(0)}
            onNext={nextFromPayment}
          />
        )}
        {step === 2 && checked && (
          <ReviewStep
            shipping={checked.shipping}
            business={checked.business}
            payment={payment}
            items={items}
            error={orderError}
            placing={placing || placed}
            onEdit={(s) => setStep(s)}
            onBack={() => setStep(1)}
            onPlace={() => void placeOrder()}
          />
        )}
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <OrderSummary totals={totals}>
          <ul className="space-y-2 border-t border-slate-200 pt-4 text-sm" aria-label="Items">
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span className="min-w-0 text-slate-700">
                  {item.name} <span className="text-slate-500">× {item.quantity}</span>
                </span>
                <span className="shrink-0 font-medium">
                  {formatRupees(item.price * item.quantity)}
                </span>
              </li>
            ))}
          </ul>
        </OrderSummary>
      </div>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div
      className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]"
      aria-busy="true"
      aria-label="Loading checkout"
    >
      <div className="h-96 animate-pulse rounded-2xl bg-slate-200" />
      <div className="h-64 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
