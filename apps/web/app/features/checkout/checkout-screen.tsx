import { textLang } from '@shop/shared/catalogue/product-hindi';
import type { SubmissionResult } from '@conform-to/react';
import type { SavedAddress } from '@shop/shared/account/addresses';
import type { Profile } from '@shop/shared/auth/schemas';
import {
  CHECKOUT_STEPS,
  type CheckoutDraft,
  type CheckoutStepName,
} from '@shop/shared/checkout/checkout-form';
import { formatRupees } from '@shop/shared/format/money';
import type { DeliveryQuote } from '@shop/shared/delivery/delivery-quote';
import { cartTotals } from '@shop/shared/pricing/cart-totals';
import { prepaidSaving } from '@shop/shared/payments/prepaid-saving';
import { useEffect, useRef } from 'react';
import { OrderSummary, useCart } from '~/features/cart';
import { PaymentStep } from './payment-step';
import { bankTransferAllowed } from '@shop/shared/payments/bank-transfer';
import { ReviewStep } from './review-step';
import { shippingDefaults, ShippingStep } from './shipping-step';
import { StepIndicator } from './step-indicator';
import { useT } from '~/lib/i18n/i18n';

/**
 * The three-step checkout (spec §2, §4; ADR 049): Shipping → Payment → Review → Place Order, each
 * step a form posted to the /checkout action, the step in the address. Once the Payment step is
 * done, the summary counts the chosen delivery option's charge and any Cash on Delivery fee. The
 * shop's pages have no card fields (ADR 057).
 */
export function CheckoutScreen({
  step,
  draft,
  profile,
  addresses,
  orderKey,
  delivery,
  whatsappUpdates,
  bankTransferMinPaise,
  codFeePaise,
  lastResult,
}: {
  step: CheckoutStepName;
  /** The Payment step offers order updates on WhatsApp (ADR 103). */
  whatsappUpdates: boolean;
  /** Bank transfer is offered from this payable total (BANK_TRANSFER_MIN, ADR 106). */
  bankTransferMinPaise: number;
  /** The COD fee before GST in paise (COD_FEE, ADR 102); paying online saves it. */
  codFeePaise: number;
  draft: CheckoutDraft | null;
  /** The delivery options for the draft's PIN code, once the Shipping step is done. */
  delivery: DeliveryQuote | null;
  profile: Profile | null;
  /** The address book, offered on the Shipping step (ADR 053). */
  addresses: SavedAddress[];
  orderKey: string | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const t = useT();
  const { items } = useCart();
  const index = CHECKOUT_STEPS.indexOf(step);
  const payment = step === 'review' ? draft?.payment : undefined;
  const totals = cartTotals(items, {
    delivery: payment?.deliveryOption,
    codFeePaise: payment?.paymentMethod === 'cod' ? codFeePaise : undefined,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);

  // Each step change moves focus to the step's heading, so screen readers announce it.
  useEffect(() => {
    if (firstStep.current === step) return;
    firstStep.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <StepIndicator step={index} />
        <h2
          ref={heading}
          tabIndex={-1}
          className="mt-6 mb-4 text-xl font-semibold text-slate-900 outline-none"
        >
          <span className="sr-only">
            {t('checkout.stepOf', { step: index + 1, steps: CHECKOUT_STEPS.length })}{' '}
          </span>
          {t(`checkout.step.${step}`)}
        </h2>
        {step === 'shipping' && (
          <ShippingStep
            defaults={shippingDefaults(draft, profile, addresses)}
            addresses={addresses}
            lastResult={lastResult}
          />
        )}
        {step === 'payment' && delivery && (
          <PaymentStep
            choice={draft?.payment}
            delivery={delivery}
            subtotal={totals.subtotal}
            prepaidSaving={prepaidSaving(items, codFeePaise)}
            whatsappUpdates={whatsappUpdates}
            bankTransfer={{
              minPaise: bankTransferMinPaise,
              offered: bankTransferAllowed(totals, bankTransferMinPaise),
            }}
            lastResult={lastResult}
          />
        )}
        {step === 'review' && draft?.shipping && draft.payment && orderKey && (
          <ReviewStep
            delivery={delivery}
            shipping={draft.shipping}
            business={draft.business ?? null}
            poNumber={draft.poNumber}
            payment={draft.payment}
            items={items}
            orderKey={orderKey}
            lastResult={lastResult}
          />
        )}
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <OrderSummary totals={totals}>
          <ul
            className="space-y-2 border-t border-slate-200 pt-4 text-sm"
            aria-label={t('checkout.review.items')}
          >
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span className="min-w-0 text-slate-700">
                  <span lang={textLang(item.nameLang)}>{item.name}</span>{' '}
                  <span className="text-slate-500">× {item.quantity}</span>
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
