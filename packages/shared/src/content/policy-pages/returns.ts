import type { Translate } from '../../i18n/translate';
import { shopAddressLine } from '../../shop/identity';
import type { ProseDocument } from '../prose';
import { policyValues } from '../policy-values';
import { nonReturnable, warrantyExclusions } from './shared-terms';

/** The returns and exchanges page in the language of `t`; its figures are the shop's (policyValues). */
export function returnsPage(t: Translate): ProseDocument {
  const v = { ...policyValues(t), address: shopAddressLine() };
  return {
    title: t('policy.returns.title'),
    description: t('policy.returns.description', v),
    intro: t('policy.returns.intro', v),
    updated: '2026-11-21',
    sections: [
      {
        heading: t('policy.returns.promise.heading', v),
        blocks: [
          {
            kind: 'list',
            items: [
              t('policy.returns.promise.days', v),
              t('policy.returns.promise.condition'),
              t('policy.returns.promise.seals'),
              t('policy.returns.promise.data'),
            ],
          },
        ],
      },
      {
        heading: t('policy.returns.how.heading'),
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              t('policy.returns.how.ask', v),
              t('policy.returns.how.fix'),
              t('policy.returns.how.pickup'),
              t('policy.returns.how.pack'),
              t('policy.returns.how.inspect', v),
              t('policy.returns.how.refund', v),
            ],
          },
        ],
      },
      {
        heading: t('policy.returns.exchange.heading'),
        blocks: [{ kind: 'paragraph', text: t('policy.returns.exchange.text') }],
      },
      {
        heading: t('policy.returns.faulty.heading'),
        blocks: [{ kind: 'paragraph', text: t('policy.returns.faulty.text', v) }],
      },
      {
        heading: t('policy.returns.notReturnable.heading'),
        blocks: [{ kind: 'list', items: nonReturnable(t) }],
      },
      {
        heading: t('policy.returns.warranty.heading'),
        blocks: [
          { kind: 'paragraph', text: t('policy.returns.warranty.text', v) },
          { kind: 'paragraph', text: t('policy.returns.warranty.notCovered') },
          { kind: 'list', items: warrantyExclusions(t) },
        ],
      },
      {
        heading: t('policy.returns.address.heading'),
        blocks: [
          { kind: 'paragraph', text: t('policy.returns.address.text', v) },
          {
            kind: 'links',
            items: [
              { label: t('policy.link.refund'), href: '/refund' },
              { label: t('policy.link.shipping'), href: '/shipping' },
              { label: t('policy.link.help'), href: '/help' },
            ],
          },
        ],
      },
    ],
  };
}
