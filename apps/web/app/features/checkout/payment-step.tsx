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
import type { DeliveryQuote } from '@shop/shared/delivery/delivery-quote';
import { DELIVERY_OPTIONS } from '@shop/shared/delivery/options';
import { formatRupees } from '@shop/shared/format/money';
import { COD_MAX_TOTAL_PAISE } from '@shop/shared/payments/cod';
import { formatPaiseExact } from '@shop/shared/format/money';
import { SHOP } from '@shop/shared/shop/identity';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { CheckboxField } from '~/components/form/choice-fields';
import { Link } from '~/lib/i18n/links';
import { useT } from '~/lib/i18n/i18n';
import { TextField, useFieldIds } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Icon, type IconName } from '~/components/ui/icon';
import { ErrorBox } from '~/components/ui/notice';
import { DeliveryOptions } from './delivery-options';
import { stepPath } from './checkout-draft';

const ICONS: Record<PaymentMethod, IconName> = {
  upi: 'smartphone',
  card: 'credit-card',
  netbanking: 'building-complex',
  wallet: 'wallet',
  cod: 'receipt-indian-rupee',
  bank_transfer: 'briefcase',
};

// Each method's options show while its radio is checked, by CSS alone (no script needed). The
// class names are written out whole so Tailwind finds them.
const methodId = (method: PaymentMethod) => `checkout-method-${method}`;
const SHOWN_WHEN_CHOSEN: Record<PaymentMethod, string> = {
  upi: 'hidden group-has-[#checkout-method-upi:checked]:block',
  card: 'hidden group-has-[#checkout-method-card:checked]:block',
  netbanking: 'hidden group-has-[#checkout-method-netbanking:checked]:block',
  wallet: 'hidden group-has-[#checkout-method-wallet:checked]:block',
  cod: 'hidden group-has-[#checkout-method-cod:checked]:block',
  bank_transfer: 'hidden group-has-[#checkout-method-bank_transfer:checked]:block',
};

/**
 * Step 2: the delivery option (ADR 055) at the top, then the payment method (UPI by default) with
 * its options from spec §9, or Cash on Delivery (ADR 056): one form posted to the /checkout
 * action (ADR 049). Only the choices are posted. The shop's pages have no card fields (ADR 057):
 * Razorpay Checkout collects card, UPI, bank and wallet details in its own window, opened on the
 * method and option chosen here.
 */
export function PaymentStep({
  choice,
  delivery,
  subtotal,
  prepaidSaving,
  whatsappUpdates,
  bankTransfer,
  lastResult,
}: {
  choice: PaymentChoice | undefined;
  delivery: DeliveryQuote;
  subtotal: number;
  /** The COD fee and its GST for this cart, in paise: what paying online saves. */
  prepaidSaving: { feePaise: number; taxPaise: number };
  whatsappUpdates: boolean;
  /**
   * Bank transfer's minimum payable total (paise) and whether this cart reaches it (ADR 106):
   * below it the method is not offered, only named with its minimum.
   */
  bankTransfer: { minPaise: number; offered: boolean };
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const t = useT();
  const { formProps, error, field } = useShopForm(paymentFormSchema, lastResult);
  const submitting = useSubmitting({ intent: CHECKOUT_INTENTS.payment });
  const typed = lastResult?.initialValue;
  const picked = (name: 'paymentMethod' | 'upiApp' | 'bank' | 'wallet' | 'deliveryOption') => {
    const value = typed ? typed[name] : choice?.[name];
    return typeof value === 'string' ? value : undefined;
  };
  const method = picked('paymentMethod') ?? DEFAULT_PAYMENT_METHOD;
  const upiId = field('upiId');
  const methodError = field('paymentMethod').error;
  const methodIds = useFieldIds(methodError);
  const chosenDelivery = DELIVERY_OPTIONS.find((o) => o === picked('deliveryOption'));

  return (
    <Form method="post" {...formProps} aria-label={t('checkout.paymentMethod')} className="group">
      <input type="hidden" name="intent" value={CHECKOUT_INTENTS.payment} />
      {error && <ErrorBox className="mb-6">{error}</ErrorBox>}
      <DeliveryOptions
        quote={delivery}
        subtotal={subtotal}
        chosen={chosenDelivery}
        error={field('deliveryOption').error}
      />
      <fieldset {...methodIds.aria}>
        <legend className="text-sm font-medium text-slate-800">
          {t('checkout.chooseHowToPay')}
        </legend>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.filter((m) => m !== 'bank_transfer' || bankTransfer.offered).map((m) => (
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
                  {t(`checkout.method.${m}`)}
                </span>
                <span className="block text-sm text-slate-600">
                  {t(`checkout.methodHint.${m}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {prepaidSaving.feePaise > 0 && (
          <p data-testid="prepaid-saving" className="mt-2 text-sm font-medium text-emerald-800">
            {t('checkout.prepaidSaving', {
              total: formatPaiseExact(prepaidSaving.feePaise + prepaidSaving.taxPaise),
              fee: formatPaiseExact(prepaidSaving.feePaise),
              tax: formatPaiseExact(prepaidSaving.taxPaise),
            })}
          </p>
        )}
        {!bankTransfer.offered && (
          <p className="mt-3 text-sm text-slate-600">
            {t('checkout.bankTransferFrom', { amount: formatRupees(bankTransfer.minPaise / 100) })}
          </p>
        )}
        {methodError && (
          <p id={methodIds.errorId} className="mt-2 text-sm font-medium text-red-700">
            {methodError}
          </p>
        )}
      </fieldset>

      <div className="mt-6 rounded-xl border border-slate-200 p-4 sm:p-5">
        <div className={SHOWN_WHEN_CHOSEN.upi}>
          <SecureNote>{t('checkout.upiNote')}</SecureNote>
          <div className="mt-4">
            <OptionGroup
              legend={t('checkout.upiApp')}
              name="upiApp"
              options={UPI_APPS}
              value={picked('upiApp')}
            />
            <TextField
              className="mt-5"
              label={t('checkout.upiId')}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('checkout.upiIdPlaceholder')}
              maxLength={100}
              hint={t('checkout.upiIdHint')}
              {...upiId}
              defaultValue={typed ? upiId.defaultValue : (choice?.upiId ?? '')}
            />
          </div>
        </div>

        <div className={SHOWN_WHEN_CHOSEN.card}>
          <SecureNote>{t('checkout.cardNote', { shop: SHOP.name })}</SecureNote>
        </div>

        <div className={SHOWN_WHEN_CHOSEN.netbanking}>
          <OptionGroup
            legend={t('checkout.chooseBank')}
            name="bank"
            options={BANKS}
            value={picked('bank')}
          />
        </div>

        <div className={SHOWN_WHEN_CHOSEN.cod}>
          <p className="text-sm text-slate-700">
            {prepaidSaving.feePaise > 0
              ? t('checkout.codNote', {
                  fee: formatRupees(prepaidSaving.feePaise / 100),
                  max: formatRupees(COD_MAX_TOTAL_PAISE / 100),
                })
              : t('checkout.codNoFeeNote', { max: formatRupees(COD_MAX_TOTAL_PAISE / 100) })}
          </p>
        </div>

        <div className={SHOWN_WHEN_CHOSEN.bank_transfer}>
          <p className="text-sm text-slate-700">{t('checkout.bankTransferNote')}</p>
        </div>

        <div className={SHOWN_WHEN_CHOSEN.wallet}>
          <OptionGroup
            legend={t('checkout.chooseWallet')}
            name="wallet"
            options={WALLETS}
            value={picked('wallet')}
          />
        </div>
      </div>

      {whatsappUpdates && (
        <CheckboxField
          className="mt-6"
          name="whatsappUpdates"
          label={t('checkout.whatsappOptIn')}
          hint={t('checkout.whatsappOptInHint')}
          defaultChecked={(typed ? typed.whatsappUpdates : choice?.whatsappUpdates) === 'on'}
        />
      )}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={stepPath('shipping')} className={buttonClass('outline', 'lg')}>
          {t('checkout.back')}
        </Link>
        <button
          type="submit"
          aria-busy={submitting || undefined}
          className={buttonClass('primary', 'lg')}
        >
          {t('checkout.reviewOrder')}
        </button>
      </div>
    </Form>
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
