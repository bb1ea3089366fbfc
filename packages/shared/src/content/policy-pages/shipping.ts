import type { Translate } from '../../i18n/translate';
import type { ProseDocument } from '../prose';
import { policyValues } from '../policy-values';

/** The shipping page in the language of `t`; its figures are the shop's (policyValues). */
export function shippingPage(t: Translate): ProseDocument {
  const v = policyValues(t);
  const standardCharge = t('policy.shipping.standardCharge', v);
  return {
    title: t('policy.shipping.title'),
    description: t('policy.shipping.description', v),
    intro: t('policy.shipping.intro', v),
    updated: '2026-11-21',
    sections: [
      {
        heading: t('policy.shipping.options.heading'),
        blocks: [
          {
            kind: 'table',
            caption: t('policy.shipping.options.caption'),
            columns: [
              t('policy.shipping.options.option'),
              t('policy.shipping.options.time'),
              t('policy.shipping.options.charge'),
            ],
            rows: [
              [
                t('policy.shipping.options.metro'),
                t('policy.shipping.businessDays', { days: v.metroDays }),
                standardCharge,
              ],
              [
                t('policy.shipping.options.rest'),
                t('policy.shipping.businessDays', { days: v.standardDays }),
                standardCharge,
              ],
              [
                t('policy.shipping.options.express'),
                t('policy.shipping.businessDays', { days: v.expressDays }),
                t('policy.shipping.plusGst', { amount: v.expressCharge }),
              ],
              [
                t('policy.shipping.options.sameDay', v),
                t('policy.shipping.options.sameDayTime', v),
                t('policy.shipping.plusGst', { amount: v.sameDayCharge }),
              ],
            ],
          },
          { kind: 'paragraph', text: t('policy.shipping.options.text', v) },
        ],
      },
      {
        heading: t('policy.shipping.dispatch.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              t('policy.shipping.dispatch.sameDay', v),
              t('policy.shipping.dispatch.later', v),
              t('policy.shipping.dispatch.tested'),
              t('policy.shipping.dispatch.licences', v),
            ],
          },
          { kind: 'paragraph', text: t('policy.shipping.dispatch.text', v) },
        ],
      },
      {
        heading: t('policy.shipping.tracking.heading'),
        blocks: [
          { kind: 'paragraph', text: t('policy.shipping.tracking.text') },
          {
            kind: 'links',
            items: [{ label: t('policy.shipping.tracking.link'), href: '/track-order' }],
          },
        ],
      },
      {
        heading: t('policy.shipping.receiving.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              t('policy.shipping.receiving.check'),
              t('policy.shipping.receiving.report', v),
              t('policy.shipping.receiving.replace'),
              t('policy.shipping.receiving.keepBox'),
            ],
          },
        ],
      },
      {
        heading: t('policy.shipping.addresses.heading'),
        blocks: [{ kind: 'paragraph', text: t('policy.shipping.addresses.text', v) }],
      },
      {
        heading: t('policy.shipping.questions.heading'),
        blocks: [
          { kind: 'paragraph', text: t('policy.shipping.questions.text', v) },
          {
            kind: 'links',
            items: [
              { label: t('policy.link.returns'), href: '/returns' },
              { label: t('policy.link.refund'), href: '/refund' },
              { label: t('policy.link.help'), href: '/help' },
            ],
          },
        ],
      },
    ],
  };
}
