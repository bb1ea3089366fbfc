import type { MessageKey } from '../../i18n/catalogue';
import type { Translate } from '../../i18n/translate';
import { SHOP, shopAddressLine } from '../../shop/identity';
import type { ProseDocument } from '../prose';
import { policyValues } from '../policy-values';
import { GRIEVANCE_ACK_HOURS, GRIEVANCE_RESOLVE_DAYS } from './shared-terms';

/** How long data is kept, as the policy quotes it in every language. */
const RETENTION = { cartDays: 30, invoiceMonths: 72, logDays: 90 } as const;

/** The privacy policy in the language of `t`; its figures are the shop's. */
export function privacyPage(t: Translate): ProseDocument {
  const v = {
    ...policyValues(t),
    address: shopAddressLine(),
    gstin: SHOP.gstin,
    ackHours: String(GRIEVANCE_ACK_HOURS),
    resolveDays: String(GRIEVANCE_RESOLVE_DAYS),
    cartDays: String(RETENTION.cartDays),
    invoiceMonths: String(RETENTION.invoiceMonths),
    logDays: String(RETENTION.logDays),
  };
  const paragraph = (key: MessageKey) => ({ kind: 'paragraph' as const, text: t(key, v) });
  const list = (keys: readonly MessageKey[]) => ({
    kind: 'list' as const,
    items: keys.map((key) => t(key, v)),
  });
  return {
    title: t('policy.privacy.title'),
    description: t('policy.privacy.description', v),
    intro: t('policy.privacy.intro', v),
    updated: '2026-11-25',
    sections: [
      { heading: t('policy.privacy.who.heading'), blocks: [paragraph('policy.privacy.who.text')] },
      {
        heading: t('policy.privacy.collect.heading'),
        blocks: [
          list([
            'policy.privacy.collect.account',
            'policy.privacy.collect.order',
            'policy.privacy.collect.payment',
            'policy.privacy.collect.messages',
            'policy.privacy.collect.technical',
          ]),
          paragraph('policy.privacy.collect.cart'),
        ],
      },
      {
        heading: t('policy.privacy.why.heading'),
        blocks: [
          list([
            'policy.privacy.why.orders',
            'policy.privacy.why.invoices',
            'policy.privacy.why.questions',
            'policy.privacy.why.fraud',
            'policy.privacy.why.offers',
          ]),
          paragraph('policy.privacy.why.basis'),
        ],
      },
      {
        heading: t('policy.privacy.share.heading'),
        blocks: [
          list([
            'policy.privacy.share.couriers',
            'policy.privacy.share.payment',
            'policy.privacy.share.messaging',
            'policy.privacy.share.service',
            'policy.privacy.share.authorities',
          ]),
          paragraph('policy.privacy.share.contract'),
        ],
      },
      {
        heading: t('policy.privacy.keep.heading'),
        blocks: [paragraph('policy.privacy.keep.text')],
      },
      {
        heading: t('policy.privacy.protect.heading'),
        blocks: [paragraph('policy.privacy.protect.text')],
      },
      {
        heading: t('policy.privacy.rights.heading'),
        blocks: [
          paragraph('policy.privacy.rights.intro'),
          list([
            'policy.privacy.rights.summary',
            'policy.privacy.rights.correct',
            'policy.privacy.rights.erase',
            'policy.privacy.rights.withdraw',
            'policy.privacy.rights.nominate',
            'policy.privacy.rights.grievance',
          ]),
          paragraph('policy.privacy.rights.how'),
        ],
      },
      {
        heading: t('policy.privacy.children.heading'),
        blocks: [paragraph('policy.privacy.children.text')],
      },
      {
        heading: t('policy.privacy.officer.heading'),
        blocks: [
          paragraph('policy.privacy.officer.text'),
          paragraph('policy.privacy.officer.changes'),
          {
            kind: 'links',
            items: [
              { label: t('policy.link.cookies'), href: '/cookies' },
              { label: t('policy.link.terms'), href: '/terms' },
            ],
          },
        ],
      },
    ],
  };
}
