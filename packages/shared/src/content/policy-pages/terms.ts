import type { Translate } from '../../i18n/translate';
import { shopAddressLine, SHOP } from '../../shop/identity';
import type { ProseDocument } from '../prose';
import { policyValues } from '../policy-values';
import { GRIEVANCE_ACK_HOURS, GRIEVANCE_RESOLVE_DAYS } from './shared-terms';

/** The terms of service in the language of `t`; their figures are the shop's (policyValues). */
export function termsPage(t: Translate): ProseDocument {
  const v = {
    ...policyValues(t),
    address: shopAddressLine(),
    gstin: SHOP.gstin,
    ackHours: String(GRIEVANCE_ACK_HOURS),
    resolveDays: String(GRIEVANCE_RESOLVE_DAYS),
  };
  const paragraph = (key: Parameters<Translate>[0]) => ({
    kind: 'paragraph' as const,
    text: t(key, v),
  });
  return {
    title: t('policy.terms.title'),
    description: t('policy.terms.description', v),
    intro: t('policy.terms.intro', v),
    updated: '2026-11-21',
    sections: [
      { heading: t('policy.terms.about.heading'), blocks: [paragraph('policy.terms.about.text')] },
      {
        heading: t('policy.terms.account.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              t('policy.terms.account.age'),
              t('policy.terms.account.password'),
              t('policy.terms.account.details'),
            ],
          },
        ],
      },
      {
        heading: t('policy.terms.prices.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              t('policy.terms.prices.describe'),
              t('policy.terms.prices.rupees'),
              t('policy.terms.prices.change'),
              t('policy.terms.prices.error'),
            ],
          },
        ],
      },
      {
        heading: t('policy.terms.orders.heading'),
        blocks: [paragraph('policy.terms.orders.text')],
      },
      {
        heading: t('policy.terms.delivery.heading'),
        blocks: [
          paragraph('policy.terms.delivery.text'),
          {
            kind: 'links',
            items: [
              { label: t('policy.link.shipping'), href: '/shipping' },
              { label: t('policy.link.returns'), href: '/returns' },
              { label: t('policy.link.refund'), href: '/refund' },
            ],
          },
        ],
      },
      {
        heading: t('policy.terms.software.heading'),
        blocks: [paragraph('policy.terms.software.text')],
      },
      {
        heading: t('policy.terms.website.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              t('policy.terms.website.misuse'),
              t('policy.terms.website.content'),
              t('policy.terms.website.links'),
            ],
          },
        ],
      },
      {
        heading: t('policy.terms.liability.heading'),
        blocks: [paragraph('policy.terms.liability.text')],
      },
      {
        heading: t('policy.terms.grievances.heading'),
        blocks: [paragraph('policy.terms.grievances.text')],
      },
      {
        heading: t('policy.terms.changes.heading'),
        blocks: [paragraph('policy.terms.changes.text')],
      },
    ],
  };
}
