import { isCalendarDate } from '../format/india-time';
import { formatPaiseExact, formatRupees } from '../format/money';
import { z } from '../validation/z';

/*
 * Paying by bank transfer (ADR 106): NEFT, RTGS or IMPS into the shop's current account, for
 * orders from a configured amount and for every accepted quotation. The amount and the number of
 * days an order waits come from the server's configuration (BANK_TRANSFER_MIN,
 * BANK_TRANSFER_DAYS); the rules that use them live here so the checkout page and the server
 * decide alike.
 */

/** How a bank-transfer order's method is stored (spec §3: upper-case, like COD). */
export const BANK_TRANSFER_METHOD = 'BANK_TRANSFER';

/** Defaults of the configuration: from ₹25,000 payable, 7 days to pay. */
export const BANK_TRANSFER_DEFAULT_MIN_RUPEES = 25_000;
export const BANK_TRANSFER_DEFAULT_DAYS = 7;
/** The reminder goes this many days before the order would be cancelled. */
export const BANK_TRANSFER_REMINDER_DAYS_BEFORE = 2;

/** How an order came to be, as far as bank transfer cares. */
export type OrderSource = 'checkout' | 'quotation';

/**
 * Whether the buyer may pay this order by bank transfer: every order made from an accepted
 * quotation (its amount was agreed with the accounts team), otherwise a payable total (paise,
 * GST included) of at least `minPaise`.
 */
export function bankTransferAllowed(
  order: { totalPaise: number; source?: OrderSource },
  minPaise: number,
): boolean {
  return order.source === 'quotation' || order.totalPaise >= minPaise;
}

/** The three interbank schemes a buyer may use (RBI's NEFT, RTGS and NPCI's IMPS). */
export const TRANSFER_SCHEMES = ['NEFT', 'RTGS', 'IMPS'] as const;
export type TransferScheme = (typeof TRANSFER_SCHEMES)[number];

/**
 * The Unique Transaction Reference each scheme gives a transfer: NEFT 16 characters
 * (IFSC bank code, 'N', year, Julian day, sequence), RTGS 22 (bank code, 'R', channel,
 * YYYYMMDD, sequence), IMPS the 12-digit retrieval reference number (RRN) of NPCI's switch.
 */
export const UTR_PATTERNS: Record<TransferScheme, RegExp> = {
  NEFT: /^[A-Z0-9]{16}$/,
  RTGS: /^[A-Z0-9]{22}$/,
  IMPS: /^[0-9]{12}$/,
};

export const BANK_TRANSFER_MESSAGES = {
  notAvailable: (minPaise: number) =>
    `Bank transfer is available for orders of ${formatRupees(minPaise / 100)} or more. Please choose another payment method.`,
  scheme: 'Choose NEFT, RTGS or IMPS',
  utr: {
    NEFT: 'A NEFT UTR is 16 letters and digits, e.g. SBIN126331234567',
    RTGS: 'An RTGS UTR is 22 letters and digits, e.g. HDFCR52026112812345678',
    IMPS: 'An IMPS reference (UTR) is 12 digits, e.g. 633112345678',
  } satisfies Record<TransferScheme, string>,
  amount: 'Enter the amount received in rupees, e.g. 29500 or 29500.50',
  receivedOn: 'Enter the date the money reached the account',
  receivedInFuture: 'The date received cannot be in the future',
  duplicateUtr: 'This UTR has already been recorded: a transfer can be recorded only once.',
  notBankTransfer: 'This order is not paid by bank transfer.',
  /** The order took its money another way, or was cancelled: the transfer goes back. */
  refundAlreadyPaid: (reference: string) =>
    `Recorded, but the order was already paid (${reference}): refund this transfer to the buyer.`,
  refundCancelled: 'Recorded, but the order is cancelled: refund this transfer to the buyer.',
  short: (paise: number) => `Short by ${formatPaiseExact(paise)}`,
  over: (paise: number) => `Over by ${formatPaiseExact(paise)}`,
  paidNote: (amount: string, utr: string) =>
    `Payment received by bank transfer: ${amount} (UTR ${utr}).`,
  expiredNote: (days: number) =>
    `Cancelled automatically: the bank transfer was not received within ${days} days, so the items are back on sale. You are welcome to order again.`,
} as const;

/** "Short by ₹x", "Over by ₹x" or null, from received − total in paise. */
export function differenceText(differencePaise: number): string | null {
  if (differencePaise < 0) return BANK_TRANSFER_MESSAGES.short(-differencePaise);
  if (differencePaise > 0) return BANK_TRANSFER_MESSAGES.over(differencePaise);
  return null;
}

/**
 * The reference the buyer types into the transfer's remarks: 'BT' and the order id's digits.
 * Unique because the order id is, short enough for the remarks of every bank's form, and without
 * letters a bank might drop.
 */
export function transferReference(orderId: string): string {
  return `BT${orderId.replace(/^ORD/, '')}`;
}

/** Rupees as typed in the form ("29,500.50", "₹29500") to paise, or NaN. */
function rupeesToPaise(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN;
  const cleaned = value.replace(/[₹,\s]/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [rupees, paise = ''] = cleaned.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

const utrSchema = z
  .string({ error: BANK_TRANSFER_MESSAGES.utr.NEFT })
  .max(40, BANK_TRANSFER_MESSAGES.utr.NEFT)
  .transform((s) => s.replace(/\s+/g, '').toUpperCase());

const amountPaiseSchema = z
  .number({ error: BANK_TRANSFER_MESSAGES.amount })
  .int(BANK_TRANSFER_MESSAGES.amount)
  .min(1, BANK_TRANSFER_MESSAGES.amount)
  // The largest order is ₹5 crore (ADR 085); a transfer ten times that is a typing slip.
  .max(5_000_000_000, BANK_TRANSFER_MESSAGES.amount);

const receivedOnSchema = z
  .string({ error: BANK_TRANSFER_MESSAGES.receivedOn })
  .trim()
  .refine(isCalendarDate, BANK_TRANSFER_MESSAGES.receivedOn);

const transferFields = {
  scheme: z.enum(TRANSFER_SCHEMES, { error: BANK_TRANSFER_MESSAGES.scheme }),
  utr: utrSchema,
  receivedOn: receivedOnSchema,
};

/** Each scheme's UTR format, checked once the scheme is known. */
function checkUtr(value: { scheme: TransferScheme; utr: string }, ctx: z.RefinementCtx): void {
  if (!UTR_PATTERNS[value.scheme].test(value.utr)) {
    ctx.addIssue({
      code: 'custom',
      message: BANK_TRANSFER_MESSAGES.utr[value.scheme],
      path: ['utr'],
    });
  }
}

/**
 * POST /api/admin/orders/:orderId/bank-transfers: a transfer received, as staff read it from the
 * bank statement. The UTR is kept without spaces, upper-cased, in its scheme's format; the amount
 * is in paise; the date is the India date it reached the account.
 */
export const transferReceivedSchema = z
  .object({ ...transferFields, amountPaise: amountPaiseSchema })
  .superRefine(checkUtr);
export type TransferReceived = z.infer<typeof transferReceivedSchema>;

/** The back office's form of the same: the amount typed in rupees and paise ("29500.50"). */
export const transferReceivedFormSchema = z
  .object({
    intent: z.literal('bank-transfer'),
    ...transferFields,
    amount: z.preprocess(rupeesToPaise, amountPaiseSchema),
  })
  .superRefine(checkUtr)
  .transform(({ amount, scheme, utr, receivedOn }) => ({
    scheme,
    utr,
    receivedOn,
    amountPaise: amount,
  }));

/** The shop's account the buyer pays into (BANK_ACCOUNT_* configuration). */
export interface BankAccount {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bank: string;
  branch: string;
  /** True for the demo account shipped as the default: pages say not to pay into it. */
  demo: boolean;
}

/** One transfer staff recorded against the order. */
export interface TransferRecord {
  scheme: TransferScheme;
  utr: string;
  amountPaise: number;
  receivedOn: string;
  /** UTC ISO time it was recorded. */
  recordedAt: string;
}

/** What the order page and the API show of a bank-transfer order (null for other orders). */
export interface BankTransferDetails {
  account: BankAccount;
  /** The reference to type into the transfer's remarks. */
  reference: string;
  /** UTC ISO time the order is cancelled if the transfer has not arrived. */
  payBy: string;
  transfers: TransferRecord[];
  /** Sum of the recorded transfers. */
  receivedPaise: number;
  /** received − total: negative when short, positive when over, 0 when it matches. */
  differencePaise: number;
}
