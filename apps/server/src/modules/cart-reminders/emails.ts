import type { CartItem } from '@shop/shared/cart/cart';
import { unsubscribePath } from '@shop/shared/cart/reminders';
import type { Language } from '@shop/shared/i18n/language';
import { translator } from '@shop/shared/i18n/translate';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';
import { linkIn } from '../email/language';

/**
 * The one reminder of a cart: what is in it, the way back to it, and how to stop these emails,
 * in the language the account remembers.
 */
export function cartReminderEmail(
  customer: { name: string },
  items: readonly CartItem[],
  token: string,
  publicUrl: string,
  lang: Language,
): EmailContent {
  const t = translator(lang);
  const unsubscribe = linkIn(lang, `${publicUrl}${unsubscribePath(token)}`);
  return composeEmail({
    lang,
    subject: t('email.cartReminder.subject', { count: items.length, shop: SHOP.name }),
    greeting: customer.name ? t('email.hello', { name: customer.name }) : t('email.helloThere'),
    paragraphs: [
      t('email.cartReminder.left'),
      items
        .map((i) => t('email.cartReminder.line', { name: i.name, quantity: String(i.quantity) }))
        .join('\n'),
      t('email.cartReminder.prices'),
    ],
    action: { label: t('email.cartReminder.action'), url: linkIn(lang, `${publicUrl}/cart`) },
    after: [t('email.cartReminder.unsubscribe', { url: unsubscribe })],
  });
}
