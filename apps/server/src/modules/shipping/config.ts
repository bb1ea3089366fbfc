import { z } from 'zod';

/*
 * The courier provider's settings (ADR 099), read by config.ts with the rest of the environment
 * and checked at start: a bad or half-given setting stops the start, naming the variable.
 */

export const SHIPPING_PROVIDERS = ['manual', 'demo', 'shiprocket'] as const;
export type ShippingProviderName = (typeof SHIPPING_PROVIDERS)[number];

export const DEFAULT_SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in';

export const shippingEnvShape = {
  SHIPPING_PROVIDER: z
    .enum(SHIPPING_PROVIDERS, { error: 'must be manual, demo or shiprocket' })
    .default('demo'),
  SHIPROCKET_EMAIL: z.email({ error: 'must be the email of a Shiprocket API user' }).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_PICKUP_LOCATION: z
    .string()
    .trim()
    .regex(/^[\x20-\x7e]{1,100}$/, 'must be the nickname of a pickup address in Shiprocket')
    .optional(),
  SHIPROCKET_WEBHOOK_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 visible characters, no spaces')
    .optional(),
  SHIPROCKET_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(DEFAULT_SHIPROCKET_API_URL),
};

type ShippingEnv = z.infer<z.ZodObject<typeof shippingEnvShape>>;

export type ShippingConfig =
  | { provider: 'manual' | 'demo' }
  | {
      provider: 'shiprocket';
      /** The API user's email and password (Settings → API in Shiprocket), never logged. */
      email: string;
      password: string;
      /** The pickup address's nickname as registered in Shiprocket (orders name it). */
      pickupLocation: string;
      /** https://apiv2.shiprocket.in; tests point it at the look-alike. */
      apiUrl: string;
      /**
       * The security token registered with the tracking webhook (Shiprocket sends it as
       * x-api-key); unset: the webhook refuses every call and the poll alone tracks.
       */
      webhookToken?: string;
    };

const SHIPROCKET_VARIABLES = [
  'SHIPROCKET_EMAIL',
  'SHIPROCKET_PASSWORD',
  'SHIPROCKET_PICKUP_LOCATION',
] as const;
const SHIPROCKET_OPTIONAL = ['SHIPROCKET_WEBHOOK_TOKEN'] as const;

/**
 * Shiprocket needs its API user and pickup location; a Shiprocket variable given for another
 * provider would be silently ignored, so it stops the start instead. Returns the problem line.
 */
export function shippingConfig(e: ShippingEnv): ShippingConfig | { problem: string } {
  if (e.SHIPPING_PROVIDER !== 'shiprocket') {
    const stray = [...SHIPROCKET_VARIABLES, ...SHIPROCKET_OPTIONAL].find(
      (name) => e[name] !== undefined,
    );
    if (stray) {
      return {
        problem: `${stray}: only used with SHIPPING_PROVIDER=shiprocket (it is ${e.SHIPPING_PROVIDER}); set SHIPPING_PROVIDER=shiprocket or unset ${stray}`,
      };
    }
    return { provider: e.SHIPPING_PROVIDER };
  }
  const missing = SHIPROCKET_VARIABLES.find((name) => e[name] === undefined);
  if (missing) return { problem: `${missing}: required with SHIPPING_PROVIDER=shiprocket` };
  return {
    provider: 'shiprocket',
    email: e.SHIPROCKET_EMAIL!,
    password: e.SHIPROCKET_PASSWORD!,
    pickupLocation: e.SHIPROCKET_PICKUP_LOCATION!,
    apiUrl: e.SHIPROCKET_API_URL.replace(/\/+$/, ''),
    ...(e.SHIPROCKET_WEBHOOK_TOKEN && { webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN }),
  };
}

/** The start's log line: which provider, never the password. */
export function shippingLine(config: ShippingConfig): string {
  if (config.provider === 'shiprocket') {
    const webhook = config.webhookToken
      ? 'tracking webhook on'
      : 'tracking webhook off (poll only)';
    return `shipping: Shiprocket at ${config.apiUrl}, pickup location "${config.pickupLocation}", ${webhook}`;
  }
  return config.provider === 'demo'
    ? 'shipping: demo courier (no outside calls; AWBs are made up)'
    : 'shipping: manual (staff type the courier and AWB)';
}
