import { SHOP, shopAddressLine } from '../../shop/identity';
import { dayRange, POLICIES as P } from '../../shop/policies';
import type { ProseDocument } from '../prose';
import { NON_RETURNABLE, WARRANTY_EXCLUSIONS } from './shared-terms';

export const returnsPage: ProseDocument = {
  title: 'Returns & Exchanges',
  description: `Return or exchange products within ${P.returnDays} days of delivery. Refunds in ${dayRange(P.refundBusinessDays)} business days; ${P.warrantyYears.min} to ${P.warrantyYears.max} year warranty depending on the product.`,
  intro: `Changed your mind, ordered the wrong model or received a faulty product? You can return or exchange it within ${P.returnDays} days of delivery. After that, the manufacturer\u2019s warranty of ${P.warrantyYears.min} to ${P.warrantyYears.max} years, depending on the product, keeps you covered.`,
  updated: '2026-11-21',
  sections: [
    {
      heading: `Our ${P.returnDays}-day return promise`,
      blocks: [
        {
          kind: 'list',
          items: [
            `Return any eligible product within ${P.returnDays} days of the delivery date.`,
            'The product must be in working condition, with its original box, accessories, cables, manuals, free items and the invoice.',
            'The serial number label and any warranty seals must be intact.',
            'Remove your own data, such as item lists, sales records and passwords, before you send a machine back; we reset every returned device.',
          ],
        },
      ],
    },
    {
      heading: 'How to return a product',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            `Open the order in your account and use Return items: choose the products, how many and why. You can also call ${SHOP.phone} (${SHOP.hours.label}), write to ${SHOP.email}, or message us on WhatsApp with your order ID and the reason.`,
            'For a fault, our support team first tries to fix it with you over the phone or a remote session; many setup problems are solved in minutes.',
            'We send you a return authorisation and arrange a courier pickup from your address. Where pickup is not available, we tell you how to send the parcel to us.',
            'Pack the product securely in its original box with all accessories and the invoice.',
            `We inspect the product within ${P.returnInspectionBusinessDays} business days of receiving it and email you the result.`,
            `Your refund or exchange is then processed. Refunds reach your original payment method within ${dayRange(P.refundBusinessDays)} business days of the product reaching us.`,
          ],
        },
      ],
    },
    {
      heading: 'Exchanges',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Want a different model, such as an 80 mm printer instead of a 58 mm one? Ask for an exchange when you request the return. We ship the new product once the returned one passes inspection; if it costs more you pay the difference, and if it costs less we refund the difference.',
        },
      ],
    },
    {
      heading: 'Faulty, damaged or wrong products',
      blocks: [
        {
          kind: 'paragraph',
          text: `If a product arrives faulty, damaged in transit or different from what you ordered, we collect it free of charge and refund the shipping you paid, or send a replacement. Please report transit damage within ${P.damageReportHours} hours of delivery with photos of the box and the product.`,
        },
      ],
    },
    {
      heading: 'What cannot be returned',
      blocks: [{ kind: 'list', items: NON_RETURNABLE }],
    },
    {
      heading: 'Warranty after the return period',
      blocks: [
        {
          kind: 'paragraph',
          text: `Every product carries a warranty of ${P.warrantyYears.min} to ${P.warrantyYears.max} years against manufacturing defects, depending on the product; its page lists the warranty, and your invoice is your warranty card. To make a claim, contact our support team: we diagnose the fault remotely, then arrange repair or replacement through us or the brand\u2019s authorised service centre. Repaired or replaced products continue the original warranty.`,
        },
        { kind: 'paragraph', text: 'The warranty does not cover:' },
        { kind: 'list', items: WARRANTY_EXCLUSIONS },
      ],
    },
    {
      heading: 'Return address',
      blocks: [
        {
          kind: 'paragraph',
          text: `Returns Desk, ${SHOP.name}, ${shopAddressLine()}. Please do not send a parcel without a return authorisation from us, so that we can match it to your order.`,
        },
        {
          kind: 'links',
          items: [
            { label: 'Refund Policy', href: '/refund' },
            { label: 'Shipping Information', href: '/shipping' },
            { label: 'Help Centre', href: '/help' },
          ],
        },
      ],
    },
  ],
};
