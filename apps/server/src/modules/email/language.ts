import type { Database } from '../../db/database';
import { DEFAULT_LANGUAGE, isLanguage, pathIn, type Language } from '@shop/shared/i18n/language';
import type { Translate } from '@shop/shared/i18n/translate';
import type { DeliveryOption } from '@shop/shared/delivery/options';

/**
 * The language a stored `orders.language` or `users.language` names (ADR 107); anything else,
 * such as a row from before languages were kept, reads as English.
 */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * A link to one of the shop's pages in `lang`: `https://shop/orders` in Hindi is
 * `https://shop/hi/orders`. Addresses that are not storefront pages (the API, the back office)
 * are left as they are, as `pathIn` leaves them.
 */
export function linkIn(lang: Language, url: string): string {
  if (lang === DEFAULT_LANGUAGE) return url;
  const parsed = new URL(url);
  const local = pathIn(lang, `${parsed.pathname}${parsed.search}`);
  return `${parsed.origin}${local}${parsed.hash}`;
}

/** A delivery option named in the email's language. */
export function deliveryOptionName(option: DeliveryOption, t: Translate): string {
  return t(`email.deliveryOption.${option}`);
}

/** The language an account remembers (`users.language`), for emails about it or its quotes. */
export async function accountLanguage(db: Database, userId: number): Promise<Language> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return languageOf(row?.language);
}
