import type { SubmissionResult } from '@conform-to/react';
import {
  BANKS,
  CHECKOUT_INTENTS,
  paymentFormSchema,
  UPI_APPS,
  WALLETS,
  type PaymentChoice,
} from '@shop/shared/checkout/checkout-form';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@shop/shared/orders/place-order';
import { PAYMENT_METHOD_LABELS } from '@shop/shared/payments/method-labels';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Icon, type IconName } from '~/components/ui/icon';
import { ErrorBox } from '~/components/ui/notice';
import { useHydrated } from '~/lib/use-hydrated';
import { cardErrors, formatExpiry, groupCardNumber, type CardFields } from './card-fields';
import { PAYMENT_METHOD_HINTS } from './payment-options';
import { stepPath } from './checkout-draft';

const ICONS: Record<PaymentMethod, IconName> = {
  upi: 'smartphone',
  card: 'credit-card',
  netbanking: 'building-complex',
  wallet: 'wallet',
};

// Each method's options show while its radio is checked, by CSS alone (no script needed). The
// class names are written out whole so Tailwind finds them.
const methodId = (method: PaymentMethod) => `checkout-method-${method}`;
const SHOWN_WHEN_CHOSEN: Record<PaymentMethod, string> = {
  upi: 'hidden group-has-[#checkout-method-upi:checked]:block',
  card: 'hidden group-has-[#checkout-method-card:checked]:block',
  netbanking: 'hidden group-has-[#checkout-method-netbanking:checked]:block',
  wallet: 'hidden group-has-[#checkout-method-wallet:checked]:block',
};

type CardErrors = Partial<Record<keyof CardFields, string>>;

/**
 * Step 2: the method (UPI by default) and its options from spec §9, a form posted to the
 * /checkout action (ADR 049). Only the method and the option picked are posted. The card fields
 * appear once the page's script runs and have no name, so they are never sent: Razorpay's window
 * collects the card; without JavaScript the card option simply says so.
 */
export function PaymentStep({
  choice,
  card,
  onCard,
  lastResult,
}: {
  choice: PaymentChoice | undefined;
  card: CardFields;
  onCard: (card: CardFields) => void;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { formProps, error, field } = useShopForm(paymentFormSchema, lastResult);
  const submitting = useSubmitting({ intent: CHECKOUT_INTENTS.payment });
  const hydrated = useHydrated();
  const [cardProblems, setCardProblems] = useState<CardErrors>({});
  const cardPanel = useRef<HTMLDivElement>(null);
  const typed = lastResult?.initialValue;
  const picked = (name: 'paymentMethod' | 'upiApp' | 'bank' | 'wallet') => {
    const value = typed ? typed[name] : choice?.[name];
    return typeof value === 'string' ? value : undefined;
  };
  const method = picked('paymentMethod') ?? DEFAULT_PAYMENT_METHOD;
  const upiId = field('upiId');

  /** A half-typed card detail is refused on the spot, before the step is sent. */
  function submit(event: FormEvent<HTMLFormElement>) {
    const chosen = new FormData(event.currentTarget).get('paymentMethod');
    const problems = chosen === 'card' ? cardErrors(card) : {};
    setCardProblems(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      event.preventDefault();
      cardPanel.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    formProps.onSubmit(event);
  }

  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={submit}
      aria-label="Payment method"
      className="group"
    >
      <input type="hidden" name="intent" value={CHECKOUT_INTENTS.payment} />
      {error && <ErrorBox className="mb-6">{error}</ErrorBox>}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Choose how to pay</legend>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.map((m) => (
            <label
              key={m}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-slate-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                id={methodId(m)}
                name="paymentMethod"
                value={m}
                defaultChecked={method === m}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <Icon name={ICONS[m]} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">
                  {PAYMENT_METHOD_LABELS[m]}
                </span>
                <span className="block text-sm text-slate-600">{PAYMENT_METHOD_HINTS[m]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 rounded-xl border border-slate-200 p-4 sm:p-5">
        <div className={SHOWN_WHEN_CHOSEN.upi}>
          <SecureNote>
            After you place the order, Razorpay&apos;s secure payment window shows a QR code for
            this order&apos;s exact amount to scan with any UPI app, or sends a request to your UPI
            ID.
          </SecureNote>
          <div className="mt-4">
            <OptionGroup
              legend="Pay with a UPI app"
              name="upiApp"
              options={UPI_APPS}
              value={picked('upiApp')}
            />
            <TextField
              className="mt-5"
              label="UPI ID (optional)"
              autoComplete="off"
              spellCheck={false}
              placeholder="yourname@okbank"
              maxLength={100}
              hint="You approve the payment in your UPI app."
              {...upiId}
              defaultValue={typed ? upiId.defaultValue : (choice?.upiId ?? '')}
            />
          </div>
        </div>

        <div className={SHOWN_WHEN_CHOSEN.card} ref={cardPanel}>
          <SecureNote>
            Razorpay collects your card details securely in its payment window. Card details are
            never sent to or stored by Shubh Billing Systems.
          </SecureNote>
          {hydrated && <CardInputs card={card} onCard={onCard} errors={cardProblems} />}
        </div>

        <div className={SHOWN_WHEN_CHOSEN.netbanking}>
          <OptionGroup
            legend="Choose your bank"
            name="bank"
            options={BANKS}
            value={picked('bank')}
          />
        </div>

        <div className={SHOWN_WHEN_CHOSEN.wallet}>
          <OptionGroup
            legend="Choose your wallet"
            name="wallet"
            options={WALLETS}
            value={picked('wallet')}
          />
        </div>
      </div>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={stepPath('shipping')} className={buttonClass('outline', 'lg')}>
          Back
        </Link>
        <button
          type="submit"
          aria-busy={submitting || undefined}
          className={buttonClass('primary', 'lg')}
        >
          Review Order
        </button>
      </div>
    </Form>
  );
}

/**
 * The card fields of spec §5, with the script only. Their inputs have no name: a form never sends
 * a control without one, so the card details stay in the page.
 */
function CardInputs({
  card,
  onCard,
  errors,
}: {
  card: CardFields;
  onCard: (card: CardFields) => void;
  errors: CardErrors;
}) {
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label="Card number"
        name=""
        data-field="number"
        inputMode="numeric"
        autoComplete="off"
        placeholder="1234 5678 9012 3456"
        value={card.number}
        onChange={(e) => onCard({ ...card, number: groupCardNumber(e.currentTarget.value) })}
        maxLength={23}
        error={errors.number}
      />
      <TextField
        className="sm:col-span-2"
        label="Name on card"
        name=""
        data-field="name"
        autoComplete="off"
        value={card.name}
        onChange={(e) => onCard({ ...card, name: e.currentTarget.value })}
        maxLength={100}
        error={errors.name}
      />
      <TextField
        label="Expiry (MM/YY)"
        name=""
        data-field="expiry"
        inputMode="numeric"
        autoComplete="off"
        placeholder="MM/YY"
        value={card.expiry}
        onChange={(e) => onCard({ ...card, expiry: formatExpiry(e.currentTarget.value) })}
        maxLength={5}
        error={errors.expiry}
      />
      <TextField
        label="CVV"
        name=""
        data-field="cvv"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={card.cvv}
        onChange={(e) =>
          onCard({ ...card, cvv: e.currentTarget.value.replace(/[^0-9]/g, '').slice(0, 4) })
        }
        maxLength={4}
        error={errors.cvv}
      />
    </div>
  );
}

function SecureNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
      <Icon name="lock" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

function OptionGroup({
  legend,
  name,
  options,
  value,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  value: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 hover:border-slate-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={option}
              defaultChecked={value === option}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
