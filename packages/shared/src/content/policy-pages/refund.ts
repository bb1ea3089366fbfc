import { SHOP } from '../../shop/identity';
import { dayRange, POLICIES as P } from '../../shop/policies';
import type { ProseDocument } from '../prose';
import { NON_RETURNABLE } from './shared-terms';

const refundDays = dayRange(P.refundBusinessDays);

export const refundPage: ProseDocument = {
  title: 'Refund Policy',
  description: `When and how ${SHOP.name} refunds orders: returns within ${P.returnDays} days, cancellations, and refunds to your original payment method in ${refundDays} business days.`,
  intro: `This policy explains when you are entitled to a refund, how much is refunded and how long it takes. In short: refunds go back to the way you paid, within ${refundDays} business days of a returned product reaching us, or of a cancellation.`,
  updated: '2026-11-21',
  sections: [
    {
      heading: 'When you get a refund',
      blocks: [
        {
          kind: 'list',
          items: [
            `You return an eligible product within ${P.returnDays} days of delivery and it passes our inspection.`,
            'You cancel an order before it is dispatched.',
            'We cannot deliver your order, for example because a product went out of stock after you paid or your PIN code turned out to be unserviceable.',
            'A product arrives faulty, damaged or wrong and you prefer a refund to a replacement.',
            'You were charged twice for the same order or charged an incorrect amount.',
          ],
        },
      ],
    },
    {
      heading: 'How much is refunded',
      blocks: [
        {
          kind: 'list',
          items: [
            'The full price of the returned product, including the GST charged on it.',
            'The shipping charge, when the whole order is cancelled before dispatch, or the product was faulty, damaged or wrong.',
            'For a change-of-mind return, the original shipping charge is not refunded; the return pickup is free.',
            'If you return part of an order, we refund the items returned. Free shipping stays free even if the remaining items fall below the threshold.',
          ],
        },
      ],
    },
    {
      heading: 'How long it takes',
      blocks: [
        {
          kind: 'paragraph',
          text: `We inspect returned products within ${P.returnInspectionBusinessDays} business days of receiving them. Once approved, refunds reach your original payment method within ${refundDays} business days of the product reaching us; refunds for cancelled orders are started the same business day and follow the same timeline. We email you when the refund is issued, with its reference number.`,
        },
        {
          kind: 'table',
          caption: 'Where your refund goes',
          columns: ['You paid by', 'Refunded to'],
          rows: [
            ['UPI', 'The same UPI account'],
            [
              'Debit or credit card',
              'The same card; it appears on your next statement if the cycle has closed',
            ],
            ['Net banking', 'The same bank account'],
            ['Wallet', 'The same wallet'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Banks and card issuers sometimes take a few extra days to show the credit. If you have not received your refund within the time above, write to us with your order ID and we will share the bank reference so your bank can trace it.',
        },
      ],
    },
    {
      heading: 'Cancelling an order',
      blocks: [
        {
          kind: 'paragraph',
          text: `You can cancel any order free of charge until it is dispatched: call ${SHOP.phone} or write to ${SHOP.email} with your order ID. After dispatch, refuse the delivery or return the product under our returns policy. Software licences can be cancelled for a full refund until the licence key is activated.`,
        },
      ],
    },
    {
      heading: 'Products that are not refundable',
      blocks: [
        { kind: 'list', items: NON_RETURNABLE },
        {
          kind: 'paragraph',
          text: 'Faulty products in these groups are still covered: we replace or repair them under warranty.',
        },
      ],
    },
    {
      heading: 'Questions and complaints',
      blocks: [
        {
          kind: 'paragraph',
          text: `Contact our support team on ${SHOP.phone} (${SHOP.hours.label}) or at ${SHOP.email}. If you are not satisfied with the answer, our grievance officer will respond as described in our Terms of Service. Your rights under the Consumer Protection Act, 2019 are not affected by this policy.`,
        },
        {
          kind: 'links',
          items: [
            { label: 'Returns & Exchanges', href: '/returns' },
            { label: 'Terms of Service', href: '/terms' },
          ],
        },
      ],
    },
  ],
};
