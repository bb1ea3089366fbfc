import { contactMessageSchema } from '@shop/shared/contact/contact-message';
import { SHOP } from '@shop/shared/shop/identity';
import type { PageContext } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { SHOP_COOKIES } from '@shop/shared/ssr/shop-cookies';
import { createCookie, redirect } from 'react-router';
import { handleForm } from '~/components/form/shop-form';
import { pageTranslator } from '~/lib/i18n/messages.server';

/**
 * The address a message was sent from, kept for one look at /contact after the redirect (post-
 * redirect-get), so the success text can name it without putting an email in the URL.
 */
const sentTo = createCookie(SHOP_COOKIES.contactSent, {
  // Not '/contact': the page's data requests go to /contact.data, which that path would not cover.
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 60,
});

/**
 * Checks the message with the server's schema and hands it to the shop; back to /contact (under
 * /hi on a Hindi page: the root's middleware keeps the redirect in the page's language).
 */
export async function sendContactMessage(context: PageContext, request: Request) {
  const t = pageTranslator(request);
  const failure = t('contact.failure', { email: SHOP.email });
  return handleForm(
    await request.formData(),
    contactMessageSchema,
    async (message) => {
      await context.visitor.sendMessage(message);
      return redirect('/contact', {
        headers: { 'set-cookie': await sentTo.serialize(message.email) },
      });
    },
    failure,
    {
      // The rate limit says when to try again; anything else gets the spec's text (§8).
      text: (err) => {
        const refusal = asRefusal(err);
        if (refusal?.kind !== 'rate_limited') return failure;
        const minutes = Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 60) / 60));
        return t('contact.tooMany', {
          minutes,
          phone: SHOP.phone,
          hours: t('layout.footer.hours'),
        });
      },
    },
  );
}

/** The address a message was just sent from, once, for the success text; and the header that forgets it. */
export async function sentNotice(request: Request) {
  const email: unknown = await sentTo.parse(request.headers.get('cookie'));
  if (typeof email !== 'string' || !email) return { notice: null, headers: undefined };
  return {
    notice: email,
    headers: { 'set-cookie': await sentTo.serialize('', { maxAge: 0 }) },
  };
}
