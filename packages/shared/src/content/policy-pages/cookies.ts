import { CART_STORAGE_KEY } from '../../cart/cart';
import { CART_COOKIE } from '../../cart/form-fields';
import type { Translate } from '../../i18n/translate';
import type { ProseDocument } from '../prose';
import { policyValues } from '../policy-values';

/** Days a cart or wishlist without an account is kept after its last change. */
const CART_DAYS = 30;

/**
 * The cookie policy in the language of `t`. The names of what is stored (the cart cookie, the
 * local storage key) are the shop's own and stay as the browser shows them.
 */
export function cookiesPage(t: Translate): ProseDocument {
  const v = { ...policyValues(t), cartDays: String(CART_DAYS) };
  return {
    title: t('policy.cookies.title'),
    description: t('policy.cookies.description', v),
    intro: t('policy.cookies.intro'),
    updated: '2026-11-25',
    sections: [
      {
        heading: t('policy.cookies.what.heading'),
        blocks: [{ kind: 'paragraph', text: t('policy.cookies.what.text') }],
      },
      {
        heading: t('policy.cookies.stored.heading'),
        blocks: [
          {
            kind: 'table',
            caption: t('policy.cookies.stored.caption'),
            columns: [
              t('policy.cookies.stored.name'),
              t('policy.cookies.stored.type'),
              t('policy.cookies.stored.purpose'),
              t('policy.cookies.stored.howLong'),
            ],
            rows: [
              [
                CART_COOKIE,
                t('policy.cookies.stored.necessary'),
                t('policy.cookies.stored.cartPurpose'),
                t('policy.cookies.stored.cartHowLong', v),
              ],
              [
                CART_STORAGE_KEY,
                t('policy.cookies.stored.localStorage'),
                t('policy.cookies.stored.copyPurpose'),
                t('policy.cookies.stored.copyHowLong'),
              ],
              [
                t('policy.cookies.stored.session'),
                t('policy.cookies.stored.necessary'),
                t('policy.cookies.stored.sessionPurpose'),
                t('policy.cookies.stored.sessionHowLong'),
              ],
            ],
          },
          { kind: 'paragraph', text: t('policy.cookies.stored.text', v) },
        ],
      },
      {
        heading: t('policy.cookies.partners.heading'),
        blocks: [{ kind: 'paragraph', text: t('policy.cookies.partners.text') }],
      },
      {
        heading: t('policy.cookies.manage.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              t('policy.cookies.manage.browser'),
              t('policy.cookies.manage.clear'),
              t('policy.cookies.manage.block'),
            ],
          },
        ],
      },
      {
        heading: t('policy.cookies.contact.heading'),
        blocks: [
          { kind: 'paragraph', text: t('policy.cookies.contact.text', v) },
          { kind: 'links', items: [{ label: t('policy.link.privacy'), href: '/privacy' }] },
        ],
      },
    ],
  };
}
