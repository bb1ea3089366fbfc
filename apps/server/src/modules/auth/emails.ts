import type { Language } from '@shop/shared/i18n/language';
import { translator } from '@shop/shared/i18n/translate';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';
import { linkIn } from '../email/language';

/** The welcome, in the language the account remembers (`users.language`, ADR 107). */
export function welcomeEmail(name: string, publicUrl: string, lang: Language): EmailContent {
  const t = translator(lang);
  return composeEmail({
    lang,
    subject: t('email.welcome.subject', { shop: SHOP.name }),
    greeting: t('email.hello', { name }),
    paragraphs: [
      t('email.welcome.thanks', { shop: SHOP.name }),
      t('email.welcome.help', { phone: SHOP.phone, hours: t('layout.footer.hours') }),
    ],
    action: { label: t('email.welcome.action'), url: linkIn(lang, `${publicUrl}/account`) },
  });
}

/** The reset link, in the account's language and to the reset page in that language. */
export function passwordResetEmail(name: string, link: string, lang: Language): EmailContent {
  const t = translator(lang);
  return composeEmail({
    lang,
    subject: t('email.reset.subject', { shop: SHOP.name }),
    greeting: t('email.hello', { name }),
    paragraphs: [t('email.reset.text')],
    action: { label: t('email.reset.action'), url: linkIn(lang, link) },
    after: [t('email.reset.ignore')],
  });
}
