import {
  BANK_TRANSFER_DEFAULT_DAYS,
  BANK_TRANSFER_DEFAULT_MIN_RUPEES,
  type BankAccount,
} from '@shop/shared/payments/bank-transfer';
import { SHOP } from '@shop/shared/shop/identity';
import { z } from 'zod';

/*
 * Bank transfer's settings (ADR 106), read by config.ts with the rest of the environment and
 * checked at start: a bad or half-given setting stops the start, naming the variable.
 */

export const bankTransferEnvShape = {
  BANK_TRANSFER_MIN: z.coerce
    .number({ error: 'must be a whole number of rupees' })
    .int('must be a whole number of rupees')
    .min(1, 'must be at least 1 rupee')
    .max(50_000_000, 'must be at most ₹5 crore, the largest order')
    .default(BANK_TRANSFER_DEFAULT_MIN_RUPEES),
  BANK_TRANSFER_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(30, 'must be at most 30 days')
    .default(BANK_TRANSFER_DEFAULT_DAYS),
  BANK_ACCOUNT_NAME: z.string().trim().min(2).max(100).optional(),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^[0-9]{9,18}$/, 'must be the account number: 9 to 18 digits')
    .optional(),
  // RBI's IFSC: four letters of the bank, a zero, six letters or digits of the branch.
  BANK_IFSC: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an 11-character IFSC such as HDFC0001234')
    .optional(),
  BANK_NAME: z.string().trim().min(2).max(100).optional(),
  BANK_BRANCH: z.string().trim().min(2).max(100).optional(),
};

type BankTransferEnv = z.infer<z.ZodObject<typeof bankTransferEnvShape>>;

export interface BankTransferConfig {
  /** Orders payable from this amount (paise, GST included) may be paid by transfer. */
  minPaise: number;
  /** Days a bank-transfer order waits for its money before it is cancelled. */
  days: number;
  account: BankAccount;
}

/** The demo account, shown with a warning not to pay into it until BANK_* are set. */
const DEMO_ACCOUNT: BankAccount = {
  accountName: SHOP.name,
  accountNumber: '000012345678',
  ifsc: 'DEMO0000001',
  bank: 'Demo Bank (not a real account)',
  branch: `${SHOP.address.locality}, ${SHOP.address.city}`,
  demo: true,
};

const ACCOUNT_VARIABLES = [
  'BANK_ACCOUNT_NAME',
  'BANK_ACCOUNT_NUMBER',
  'BANK_IFSC',
  'BANK_NAME',
  'BANK_BRANCH',
] as const;

/** The account is all five variables or none (the demo account); returns the problem line. */
export function bankTransferConfig(e: BankTransferEnv): BankTransferConfig | { problem: string } {
  const base = { minPaise: e.BANK_TRANSFER_MIN * 100, days: e.BANK_TRANSFER_DAYS };
  const given = ACCOUNT_VARIABLES.filter((name) => e[name] !== undefined);
  if (given.length === 0) return { ...base, account: DEMO_ACCOUNT };
  const missing = ACCOUNT_VARIABLES.find((name) => e[name] === undefined);
  if (missing) {
    return {
      problem: `${missing}: required with ${given.join(', ')} (the shop's bank account needs all of ${ACCOUNT_VARIABLES.join(', ')})`,
    };
  }
  return {
    ...base,
    account: {
      accountName: e.BANK_ACCOUNT_NAME!,
      accountNumber: e.BANK_ACCOUNT_NUMBER!,
      ifsc: e.BANK_IFSC!,
      bank: e.BANK_NAME!,
      branch: e.BANK_BRANCH!,
      demo: false,
    },
  };
}
