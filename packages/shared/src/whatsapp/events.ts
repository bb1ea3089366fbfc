/*
 * WhatsApp order updates (ADR 103): the events a customer who opted in hears about, and the body
 * parameters each approved template takes, in order ({{1}}, {{2}}, …). A template submitted to
 * Meta for approval must have exactly these parameters, or the Cloud API refuses it (132000).
 */

export const WHATSAPP_EVENTS = [
  'placed',
  'cod_confirm',
  'shipped',
  'out_for_delivery',
  'delivery_failed',
  'delivered',
] as const;
export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];

/** The template name each event uses unless configured otherwise (WHATSAPP_TEMPLATE_…). */
export const DEFAULT_WHATSAPP_TEMPLATES: Record<WhatsAppEvent, string> = {
  placed: 'order_placed',
  cod_confirm: 'cod_confirm',
  shipped: 'order_shipped',
  out_for_delivery: 'order_out_for_delivery',
  delivery_failed: 'order_delivery_failed',
  delivered: 'order_delivered',
};

/** What each template's body parameters are, for the seller submitting them (docs/whatsapp.md). */
export const WHATSAPP_PARAMETERS: Record<WhatsAppEvent, readonly string[]> = {
  placed: ['customer name', 'order id', 'total'],
  cod_confirm: ['customer name', 'order id', 'total', 'confirmation link'],
  shipped: ['customer name', 'order id', 'courier', 'tracking number'],
  out_for_delivery: ['customer name', 'order id', 'tracking page'],
  delivery_failed: ['customer name', 'order id', 'tracking page'],
  delivered: ['customer name', 'order id'],
};

/** The languages templates are approved in; the Cloud API's language codes. */
export const WHATSAPP_LANGUAGES = ['en', 'hi'] as const;
export type WhatsAppLanguage = (typeof WHATSAPP_LANGUAGES)[number];

/**
 * The language of an order's messages: the template approved in the order's language
 * (`orders.language`, ADR 107), English for anything else.
 */
export function whatsappLanguageFor(preferred?: string | null): WhatsAppLanguage {
  return preferred === 'hi' ? 'hi' : 'en';
}

/**
 * A mobile number as the Cloud API takes it: country code and number, digits only. Indian
 * 10-digit mobiles (starting 6–9) get 91; anything else is not a WhatsApp number we send to.
 */
export function whatsappNumberOf(phone: string): string | null {
  const digits = phone.replace(/[\s()+-]/g, '');
  const national = /^(?:0|91)?([6-9][0-9]{9})$/.exec(digits)?.[1];
  return national ? `91${national}` : null;
}

/** The checkout's opt-in label. */
export const WHATSAPP_OPT_IN_LABEL = 'Send me order updates on WhatsApp';
