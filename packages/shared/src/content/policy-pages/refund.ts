import type { Translate } from '../../i18n/translate';
import type { ProseDocument } from '../prose';
import { policyValues } from '../policy-values';
import { nonReturnable } from './shared-terms';

/** The refund policy in the language of `t`; its figures are the shop's (policyValues). */
export function refundPage(t: Translate): ProseDocument {
  const v = policyValues(t);
  return {
    title: t('policy.refund.title'),
    description: t('policy.refund.description', v),
    intro: t('policy.refund.intro', v),
    updated: '2026-11-21',
    sections: [
      {
        heading: t('policy.refund.when.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              t('policy.refund.when.returned', v),
              t('policy.refund.when.cancelled'),
              t('policy.refund.when.undeliverable'),
              t('policy.refund.when.faulty'),
              t('policy.refund.when.charged'),
            ],
          },
        ],
      },
      {
        heading: t('policy.refund.amount.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              t('policy.refund.amount.price'),
              t('policy.refund.amount.shipping'),
              t('policy.refund.amount.changeOfMind'),
              t('policy.refund.amount.part'),
            ],
          },
        ],
      },
      {
        heading: t('policy.refund.time.heading'),
        blocks: [
          { kind: 'paragraph', text: t('policy.refund.time.text', v) },
          {
            kind: 'table',
            caption: t('policy.refund.time.caption'),
            columns: [t('policy.refund.time.paidBy'), t('policy.refund.time.refundedTo')],
            rows: [
              ['UPI', t('policy.refund.time.upi')],
              [t('policy.refund.time.card'), t('policy.refund.time.cardTo')],
              [t('policy.refund.time.netBanking'), t('policy.refund.time.netBankingTo')],
              [t('policy.refund.time.wallet'), t('policy.refund.time.walletTo')],
            ],
          },
          { kind: 'paragraph', text: t('policy.refund.time.banks') },
        ],
      },
      {
        heading: t('policy.refund.cancel.heading'),
        blocks: [{ kind: 'paragraph', text: t('policy.refund.cancel.text', v) }],
      },
      {
        heading: t('policy.refund.notRefundable.heading'),
        blocks: [
          { kind: 'list', items: nonReturnable(t) },
          { kind: 'paragraph', text: t('policy.refund.notRefundable.text') },
        ],
      },
      {
        heading: t('policy.refund.questions.heading'),
        blocks: [
          { kind: 'paragraph', text: t('policy.refund.questions.text', v) },
          {
            kind: 'links',
            items: [
              { label: t('policy.link.returns'), href: '/returns' },
              { label: t('policy.link.terms'), href: '/terms' },
            ],
          },
        ],
      },
    ],
  };
}
