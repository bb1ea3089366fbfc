import {
  DEFAULT_WHATSAPP_TEMPLATES,
  WHATSAPP_EVENTS,
  type WhatsAppEvent,
} from '@shop/shared/whatsapp/events';
import { z } from 'zod';

/*
 * WhatsApp Business Cloud API settings (ADR 103), read by config.ts with the rest of the
 * environment and checked at start. Off unless the phone number id and access token are given;
 * then the webhook's app secret and verify token are required too, so status callbacks are
 * always authenticated.
 */

export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

const secret = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{8,1000}$/, 'must be 8 or more printable characters without spaces');
// Meta's rule for template names: lower-case letters, digits and underscores.
const templateName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name: lower-case letters, digits and _');

const templateVariable = (event: WhatsAppEvent) =>
  // toUpperCase of an event is its Uppercase<> type, which TypeScript does not infer.
  `WHATSAPP_TEMPLATE_${event.toUpperCase()}` as `WHATSAPP_TEMPLATE_${Uppercase<WhatsAppEvent>}`;

export const whatsappEnvShape = {
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^[0-9]{5,30}$/, 'must be the phone number ID (digits) from WhatsApp Manager')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: secret.optional(),
  WHATSAPP_APP_SECRET: secret.optional(),
  WHATSAPP_VERIFY_TOKEN: secret.optional(),
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(DEFAULT_WHATSAPP_API_URL),
  WHATSAPP_TEMPLATE_PLACED: templateName.optional(),
  WHATSAPP_TEMPLATE_COD_CONFIRM: templateName.optional(),
  WHATSAPP_TEMPLATE_SHIPPED: templateName.optional(),
  WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: templateName.optional(),
  WHATSAPP_TEMPLATE_DELIVERY_FAILED: templateName.optional(),
  WHATSAPP_TEMPLATE_DELIVERED: templateName.optional(),
};

export type WhatsAppConfig =
  | { enabled: false }
  | {
      enabled: true;
      phoneNumberId: string;
      /** A system user's access token, never logged. */
      accessToken: string;
      /** The Meta app's secret: X-Hub-Signature-256 of status callbacks. */
      appSecret: string;
      /** Echoed in the webhook's GET handshake. */
      verifyToken: string;
      /** https://graph.facebook.com/v21.0; tests point it at the look-alike. */
      apiUrl: string;
      templates: Record<WhatsAppEvent, string>;
    };

const REQUIRED = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** The channel's settings, or the problem line naming the variable that stops the start. */
export function whatsappConfig(
  e: Partial<Record<keyof typeof whatsappEnvShape, string>>,
): WhatsAppConfig | { problem: string } {
  const given = REQUIRED.filter((name) => e[name] !== undefined);
  if (given.length === 0) return { enabled: false };
  const missing = REQUIRED.find((name) => e[name] === undefined);
  if (missing) {
    return {
      problem: `${missing}: required with ${given[0]} (WhatsApp updates need all of ${REQUIRED.join(', ')}); unset them all to turn WhatsApp off`,
    };
  }
  // Object.fromEntries answers { [k: string] }; one entry was made for every event.
  const templates = Object.fromEntries(
    WHATSAPP_EVENTS.map((ev) => [ev, e[templateVariable(ev)] ?? DEFAULT_WHATSAPP_TEMPLATES[ev]]),
  ) as Record<WhatsAppEvent, string>;
  return {
    enabled: true,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    accessToken: e.WHATSAPP_ACCESS_TOKEN!,
    appSecret: e.WHATSAPP_APP_SECRET!,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
    apiUrl: (e.WHATSAPP_API_URL ?? DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''),
    templates,
  };
}
