import { CONTACT_LIMIT } from '@shop/shared/contact/contact-message';
import path from 'node:path';
import {
  DEFAULT_CHECKOUT_URL,
  DEFAULT_RAZORPAY_API_URL,
  paymentModeFor,
  RAZORPAY_KEY_ID_PATTERN,
  type PaymentMode,
} from '@shop/shared/payments/mode';
import { E_INVOICING_MODES, eInvoicingOf, type EInvoicing } from '@shop/shared/e-invoices/setting';
import { SHOP } from '@shop/shared/shop/identity';
import { DEFAULT_VITALS_SAMPLE_RATE } from '@shop/shared/vitals/web-vitals';
import { z } from 'zod';
import { SIGNUP_LIMIT_DEFAULTS, WEB_VITALS_PER_IP_PER_HOUR } from './modules/rate-limit/policies';
import { shippingConfig, shippingEnvShape, type ShippingConfig } from './modules/shipping/config';
import { whatsappConfig, whatsappEnvShape, type WhatsAppConfig } from './modules/whatsapp/config';
import {
  DEFAULT_COD_CONFIRM_HOURS,
  DEFAULT_COD_RTO_LIMIT,
} from '@shop/shared/payments/cod-confirmation';
import { DEFAULT_COD_FEE, MAX_COD_FEE } from '@shop/shared/payments/cod';
import {
  bankTransferConfig,
  bankTransferEnvShape,
  type BankTransferConfig,
} from './modules/bank-transfers/config';
import {
  uploadsS3Config,
  uploadsS3EnvShape,
  type UploadsS3Config,
} from './modules/admin/uploads/s3-config';

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
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces')
    .optional(),
  METRICS_PORT: port.optional(),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(1),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(600).default(25),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(SIGNUP_LIMIT_DEFAULTS.perIpPerHour),
  SIGNUPS_PER_DOMAIN_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(SIGNUP_LIMIT_DEFAULTS.perDomainPerHour),
  WEB_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(DEFAULT_VITALS_SAMPLE_RATE),
  WEB_VITALS_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(WEB_VITALS_PER_IP_PER_HOUR),
  CONTACT_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(CONTACT_LIMIT.perIp),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:pass@host:587 or smtps://…')
    .optional(),
  E_INVOICING: z
    .enum(E_INVOICING_MODES, { error: 'must be off, on or on-30-day-limit (ADR 098)' })
    .default('off'),
  MAIL_FROM: z.string().min(3).default(`"${SHOP.name}" <${SHOP.email}>`),
  RAZORPAY_KEY_ID: z.string().trim().optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_CHECKOUT_URL: httpUrl.default(DEFAULT_CHECKOUT_URL),
  RAZORPAY_API_URL: httpUrl.default(DEFAULT_RAZORPAY_API_URL),
  // Hours a Cash on Delivery order waits for its customer's confirmation (ADR 102): 1 to 30 days.
  COD_CONFIRM_HOURS: z.coerce.number().int().min(1).max(720).default(DEFAULT_COD_CONFIRM_HOURS),
  // Returned COD parcels after which a customer is offered prepaid only; 0 never refuses.
  COD_RTO_LIMIT: z.coerce.number().int().min(0).max(100).default(DEFAULT_COD_RTO_LIMIT),
  // The COD fee in whole rupees before GST, which paying online saves (the prepaid incentive,
  // ADR 102); 0 charges none and offers no incentive.
  COD_FEE: z.coerce
    .number({ error: 'must be a whole number of rupees' })
    .int('must be a whole number of rupees')
    .min(0, 'must be 0 (no fee) or more')
    .max(MAX_COD_FEE, `must be at most ₹${MAX_COD_FEE}`)
    .default(DEFAULT_COD_FEE),
  ...shippingEnvShape,
  ...whatsappEnvShape,
  ...uploadsS3EnvShape,
  ...bankTransferEnvShape,
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
  /** Set (S3_BUCKET): uploaded product images go to this bucket instead of the folder. */
  uploadsS3: UploadsS3Config | undefined;
  /** Which X-Forwarded-For hops to believe for the client IP (per-IP limits); false by default. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  databaseUrl: string | undefined;
  publicUrl: string;
  /** True when PUBLIC_URL was given (the shop's address behind a proxy), false for the default. */
  publicUrlGiven: boolean;
  logLevel: string;
  /** Unset: pino-pretty when stdout is a terminal, JSON otherwise (logger.ts). */
  logFormat: 'pretty' | 'json' | undefined;
  /**
   * Prometheus metrics (ADR 088). `port` set: served on 127.0.0.1 at that port only; otherwise
   * on the shop's port when `token` is set; neither: not served (404).
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** On SIGTERM/SIGINT (ADR 024): how long /readyz says 503 before the port closes, and how long
   * requests in flight then get to finish, in milliseconds. */
  shutdown: { delayMs: number; graceMs: number };
  /** New accounts allowed per hour from one IP address and for one email domain (ADR 087). */
  signupLimits: { perIpPerHour: number; perDomainPerHour: number };
  /**
   * Real-user Core Web Vitals (ADR 100): the share of page views (0–1) that report, and how many
   * beacons one IP address may send in an hour.
   */
  webVitals: { sampleRate: number; perIpPerHour: number };
  /** Contact form messages one IP address may send in an hour. */
  contactPerIpPerHour: number;
  /** Unset: emails are written as .eml files under DATA_DIR/outbox instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  payments: PaymentsConfig;
  /** Whether B2B invoices need an IRN, and within how many days (E_INVOICING, ADR 098). */
  eInvoicing: EInvoicing;
  /** The courier provider (ADR 099): manual, demo (the default) or Shiprocket. */
  shipping: ShippingConfig;
  /**
   * Cash on Delivery confirmation (ADR 102): hours an order waits for its customer's link before
   * it is cancelled, and how many returned parcels end a customer's Cash on Delivery; its fee
   * before GST in paise, the prepaid incentive.
   */
  cod: { confirmHours: number; rtoLimit: number; feePaise: number };
  /** WhatsApp order updates through the Cloud API (ADR 103); off unless configured. */
  whatsapp: WhatsAppConfig;
  /** Bank transfer (ADR 106): from which amount, how many days, into which account. */
  bankTransfer: BankTransferConfig;
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
  const problem = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  const shipping = shippingConfig(e);
  if ('problem' in shipping) throw new ConfigError(`Invalid configuration:\n  ${shipping.problem}`);
  // The schema above holds every WHATSAPP_* variable whatsappConfig reads, as optional strings.
  const whatsapp = whatsappConfig(e as Parameters<typeof whatsappConfig>[0]);
  if ('problem' in whatsapp) throw problem(whatsapp.problem);
  const bankTransfer = bankTransferConfig(e);
  if ('problem' in bankTransfer) throw problem(bankTransfer.problem);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    // Absolute, so file serving and scripts work whatever the working directory.
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: e.UPLOADS_DIR && path.resolve(e.UPLOADS_DIR),
    uploadsS3: uploadsS3Config(e, problem),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlGiven: e.PUBLIC_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metrics: metricsConfig(e),
    shutdown: {
      delayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
      graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    },
    signupLimits: {
      perIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
      perDomainPerHour: e.SIGNUPS_PER_DOMAIN_PER_HOUR,
    },
    webVitals: {
      sampleRate: e.WEB_VITALS_SAMPLE_RATE,
      perIpPerHour: e.WEB_VITALS_PER_IP_PER_HOUR,
    },
    contactPerIpPerHour: e.CONTACT_PER_IP_PER_HOUR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    payments: paymentsConfig(e),
    eInvoicing: eInvoicingOf(e.E_INVOICING),
    shipping,
    cod: {
      confirmHours: e.COD_CONFIRM_HOURS,
      rtoLimit: e.COD_RTO_LIMIT,
      feePaise: e.COD_FEE * 100,
    },
    whatsapp,
    bankTransfer,
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

/** Where metrics are served; a metrics port that is the shop's own port stops the start. */
function metricsConfig(e: z.infer<typeof envSchema>): Config['metrics'] {
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_PORT: must differ from PORT (${e.PORT}); unset it to serve /metrics on PORT with METRICS_TOKEN`,
    );
  }
  return { token: e.METRICS_TOKEN, port: e.METRICS_PORT };
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
