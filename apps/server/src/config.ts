import path from 'node:path';
import {
  DEFAULT_CHECKOUT_URL,
  DEFAULT_RAZORPAY_API_URL,
  paymentModeFor,
  RAZORPAY_KEY_ID_PATTERN,
  type PaymentMode,
} from '@shop/shared/payments/mode';
import { SHOP } from '@shop/shared/shop/identity';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
      'must be true, false, a number of proxy hops, or comma-separated proxy addresses',
    )
    .default('false'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:pass@host:587 or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default(`"${SHOP.name}" <${SHOP.email}>`),
  RAZORPAY_KEY_ID: z.string().trim().optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_CHECKOUT_URL: httpUrl.default(DEFAULT_CHECKOUT_URL),
  RAZORPAY_API_URL: httpUrl.default(DEFAULT_RAZORPAY_API_URL),
});

/** Razorpay settings (ADR 016). Demo mode has no keys: nothing is ever charged. */
export type PaymentsConfig =
  | { mode: Extract<PaymentMode, 'demo'>; checkoutUrl: string; apiUrl: string }
  | {
      mode: Extract<PaymentMode, 'live'>;
      keyId: string;
      keySecret: string;
      /** Unset: webhooks are refused (503) until it is set; reconciliation still works. */
      webhookSecret: string | undefined;
      checkoutUrl: string;
      /** https://api.razorpay.com; tests point it at the look-alike. */
      apiUrl: string;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Uploaded product images; unset: DATA_DIR/uploads. */
  uploadsDir: string | undefined;
  /** Which X-Forwarded-For hops to believe for the client IP (per-IP limits); false by default. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  /** Unset: emails are written as .eml files under DATA_DIR/outbox instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  payments: PaymentsConfig;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    // Absolute, so file serving and scripts work whatever the working directory.
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: e.UPLOADS_DIR && path.resolve(e.UPLOADS_DIR),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    payments: paymentsConfig(e),
  };
}

/**
 * Demo mode when RAZORPAY_KEY_ID is unset or a placeholder (shared rule, payments/mode.ts); live
 * mode needs a well-formed key id and its secret, or the start stops naming the variable.
 */
function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const checkoutUrl = e.RAZORPAY_CHECKOUT_URL;
  const apiUrl = e.RAZORPAY_API_URL.replace(/\/+$/, '');
  if (paymentModeFor(e.RAZORPAY_KEY_ID) === 'demo') return { mode: 'demo', checkoutUrl, apiUrl };
  const keyId = e.RAZORPAY_KEY_ID!;
  if (!RAZORPAY_KEY_ID_PATTERN.test(keyId)) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID: must look like rzp_test_… or rzp_live_… (leave it unset for demo mode)',
    );
  }
  if (!e.RAZORPAY_KEY_SECRET) {
    throw new ConfigError(
      `Invalid configuration:\n  RAZORPAY_KEY_SECRET: required with RAZORPAY_KEY_ID ${keyId} (the key secret from the Razorpay Dashboard), or unset RAZORPAY_KEY_ID for demo mode`,
    );
  }
  return {
    mode: 'live',
    keyId,
    keySecret: e.RAZORPAY_KEY_SECRET,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    checkoutUrl,
    apiUrl,
  };
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops; // believe the nearest N proxies
  }
  return value.split(',');
}
