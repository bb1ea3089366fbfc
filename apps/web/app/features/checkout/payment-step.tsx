import { PAYMENT_METHOD_LABELS } from '@shop/shared/payments/method-labels';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/shared/orders/place-order';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/form/fields';
import { Icon, type IconName } from '~/components/ui/icon';
import { groupCardNumber, formatExpiry, type CardFields } from './card-fields';
import { BANKS, PAYMENT_METHOD_HINTS, UPI_APPS, WALLETS } from './payment-options';

/** Everything the Payment step holds. Only `method` is ever sent to the shop. */
export interface PaymentChoice {
  method: PaymentMethod;
  upiApp: string;
  upiId: string;
  bank: string;
  wallet: string;
}

export type PaymentErrors = Partial<Record<'upiId' | keyof CardFields, string>>;

const ICONS: Record<PaymentMethod, IconName> = {
  upi: 'smartphone',
  card: 'credit-card',
  netbanking: 'building-complex',
  wallet: 'wallet',
};

/** Step 2: the method (UPI by default) and its options from spec §9. */
export function PaymentStep({
  choice,
  card,
  errors,
  onChoice,
  onCard,
  onBack,
  onNext,
}: {
  choice: PaymentChoice;
  card: CardFields;
  errors: PaymentErrors;
  onChoice: (choice: PaymentChoice) => void;
  onCard: (card: CardFields) => void;
  onBack: () => void;
  onNext: () => PaymentErrors;
}) {
  const formRef = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = onNext();
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Payment method">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Choose how to pay</legend>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.map((method) => {
            const icon = ICONS[method];
            const checked = choice.method === method;
            return (
              <label
                key={method}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                  checked
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 bg-white hover:border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={checked}
                  onChange={() => onChoice({ ...choice, method })}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                />
                <Icon name={icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-slate-900">
                    {PAYMENT_METHOD_LABELS[method]}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {PAYMENT_METHOD_HINTS[method]}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-6 rounded-xl border border-slate-200 p-4 sm:p-5">
        {choice.method === 'upi' && (
          <div>
            <SecureNote>
              After you place the order, Razorpay&apos;s secure payment window shows a QR code for
              this order&apos;s exact amount to scan with any UPI app, or sends a request to your
              UPI ID.
            </SecureNote>
            <div className="mt-4">
              <OptionGroup
                legend="Pay with a UPI app"
                name="upiApp"
                options={UPI_APPS}
                value={choice.upiApp}
                onChange={(upiApp) => onChoice({ ...choice, upiApp })}
              />
              <TextField
                className="mt-5"
                label="UPI ID (optional)"
                name="upiId"
                data-field="upiId"
                autoComplete="off"
                spellCheck={false}
                placeholder="yourname@okbank"
                value={choice.upiId}
                onChange={(e) => onChoice({ ...choice, upiId: e.currentTarget.value })}
                maxLength={100}
                hint="You approve the payment in your UPI app."
                error={errors.upiId}
              />
            </div>
          </div>
        )}

        {choice.method === 'card' && (
          <div>
            <SecureNote>
              Razorpay collects your card details securely in its payment window. Card details are
              never sent to or stored by Shubh Billing Systems.
            </SecureNote>
            <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                className="sm:col-span-2"
                label="Card number"
                data-field="number"
                inputMode="numeric"
                autoComplete="off"
                placeholder="1234 5678 9012 3456"
                value={card.number}
                onChange={(e) =>
                  onCard({ ...card, number: groupCardNumber(e.currentTarget.value) })
                }
                maxLength={23}
                error={errors.number}
                name="card-number-display"
              />
              <TextField
                className="sm:col-span-2"
                label="Name on card"
                data-field="name"
                autoComplete="off"
                value={card.name}
                onChange={(e) => onCard({ ...card, name: e.currentTarget.value })}
                maxLength={100}
                error={errors.name}
                name="card-name-display"
              />
              <TextField
                label="Expiry (MM/YY)"
                data-field="expiry"
                inputMode="numeric"
                autoComplete="off"
                placeholder="MM/YY"
                value={card.expiry}
                onChange={(e) => onCard({ ...card, expiry: formatExpiry(e.currentTarget.value) })}
                maxLength={5}
                error={errors.expiry}
                name="card-expiry-display"
              />
              <TextField
                label="CVV"
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
                name="card-cvv-display"
              />
            </div>
          </div>
        )}

        {choice.method === 'netbanking' && (
          <OptionGroup
            legend="Choose your bank"
            name="bank"
            options={BANKS}
            value={choice.bank}
            onChange={(bank) => onChoice({ ...choice, bank })}
          />
        )}

        {choice.method === 'wallet' && (
          <OptionGroup
            legend="Choose your wallet"
            name="wallet"
            options={WALLETS}
            value={choice.wallet}
            onChange={(wallet) => onChoice({ ...choice, wallet })}
          />
        )}
      </div>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} className={buttonClass('outline', 'lg')}>
          Back
        </button>
        <button type="submit" className={buttonClass('primary', 'lg')}>
          Review Order
        </button>
      </div>
    </form>
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
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
              value === option
                ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900'
                : 'border-slate-200 bg-white text-slate-800 hover:border-slate-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
