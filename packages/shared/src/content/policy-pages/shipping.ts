import { formatRupees } from '../../format/money';
import { FREE_SHIPPING_ABOVE, SHIPPING_CHARGE } from '../../pricing/cart-totals';
import { SHOP } from '../../shop/identity';
import { dayRange, POLICIES as P, standardDeliveryText } from '../../shop/policies';
import type { ProseDocument } from '../prose';

const free = formatRupees(FREE_SHIPPING_ABOVE);
const standardCharge = `Free above ${free}, otherwise ${formatRupees(SHIPPING_CHARGE)} + GST`;

export const shippingPage: ProseDocument = {
  title: 'Shipping Information',
  description: `Delivery across India in ${standardDeliveryText()}. Free shipping above ${free}, express in ${dayRange(P.expressDeliveryDays)} business days and same-day delivery in select cities.`,
  intro: `We ship billing machines, POS systems, printers, scanners and supplies from our warehouse in ${SHOP.address.city} to every serviceable PIN code in India. Standard delivery takes ${standardDeliveryText()}, and is free on orders above ${free}.`,
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Delivery options and charges',
      blocks: [
        {
          kind: 'table',
          caption: 'Delivery times are counted in business days from dispatch',
          columns: ['Option', 'Delivery time', 'Charge'],
          rows: [
            [
              'Standard, metro cities',
              `${dayRange(P.metroDeliveryDays)} business days`,
              standardCharge,
            ],
            [
              'Standard, rest of India',
              `${dayRange(P.standardDeliveryDays)} business days`,
              standardCharge,
            ],
            [
              'Express',
              `${dayRange(P.expressDeliveryDays)} business days`,
              `${formatRupees(P.expressCharge)} + GST`,
            ],
            [
              `Same-day (${P.sameDayCities.join(', ')})`,
              `Same day for orders confirmed before ${P.sameDayCutoff} IST`,
              `${formatRupees(P.sameDayCharge)} + GST`,
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: `Metro cities are ${P.metroCities.join(', ')}. Free standard shipping applies when your order subtotal, before GST, is above ${free}; for smaller orders a flat ${formatRupees(SHIPPING_CHARGE)} is added at checkout, with GST at the rate of the goods it delivers. The delivery charge and its GST are shown in your cart before you pay.`,
        },
      ],
    },
    {
      heading: 'When your order leaves our warehouse',
      blocks: [
        {
          kind: 'list',
          items: [
            `In-stock orders confirmed before ${P.dispatchCutoff} IST on a business day are dispatched the same day.`,
            `Orders confirmed later, or on a Sunday or public holiday, are dispatched within ${P.dispatchBusinessDays} business day.`,
            'Every machine is powered on and test-printed before it is packed, and ships with its adapter, cables, manual and a starter paper roll where applicable.',
            `Billing software licences are delivered by email, usually within ${P.licenceDeliveryBusinessDays} business day of payment, with installation help from our support team.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Business days are ${SHOP.hours.days}, excluding national and ${SHOP.address.state} public holidays. During sales and festival weeks, dispatch may take one extra business day; we tell you by email if your order is affected.`,
        },
      ],
    },
    {
      heading: 'Tracking your parcel',
      blocks: [
        {
          kind: 'paragraph',
          text: 'As soon as your order is dispatched we send you the courier name and tracking number by email and SMS. You can follow the parcel on the courier\u2019s website or on our Track Order page with your order ID.',
        },
        { kind: 'links', items: [{ label: 'Track your order', href: '/track-order' }] },
      ],
    },
    {
      heading: 'Receiving your delivery',
      blocks: [
        {
          kind: 'list',
          items: [
            'Check that the outer box is sealed and undamaged before you accept it. If it is torn, wet or crushed, note this on the courier\u2019s delivery receipt or refuse the parcel.',
            `Report any transit damage or missing item within ${P.damageReportHours} hours of delivery, with photos of the box and the product, to ${SHOP.email} or on WhatsApp at ${SHOP.phone}.`,
            'We replace products damaged in transit at no cost to you.',
            'Keep the box and packing until you have tested the product; you need them for a return.',
          ],
        },
      ],
    },
    {
      heading: 'Delivery addresses and GST invoices',
      blocks: [
        {
          kind: 'paragraph',
          text: `We deliver to home, shop and office addresses with a 6-digit PIN code. A few remote PIN codes are served only by India Post or by standard delivery; if yours is one of them, we call you before dispatch. For a GST invoice with your business GSTIN, enter it at checkout: orders delivered within ${SHOP.address.state} carry CGST and SGST, orders to other states carry IGST.`,
        },
      ],
    },
    {
      heading: 'Questions about shipping',
      blocks: [
        {
          kind: 'paragraph',
          text: `Call ${SHOP.phone} (${SHOP.hours.label}) or write to ${SHOP.email}. Please have your order ID ready.`,
        },
        {
          kind: 'links',
          items: [
            { label: 'Returns & Exchanges', href: '/returns' },
            { label: 'Refund Policy', href: '/refund' },
            { label: 'Help Centre', href: '/help' },
          ],
        },
      ],
    },
  ],
};
