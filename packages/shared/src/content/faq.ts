import { formatRupees } from '../format/money';
import { FREE_SHIPPING_ABOVE, SHIPPING_CHARGE } from '../pricing/cart-totals';
import { SHOP } from '../shop/identity';
import { dayRange, POLICIES, standardDeliveryText } from '../shop/policies';

export interface FaqEntry {
  question: string;
  answer: string;
}

const p = POLICIES;

/** Questions shoppers ask before buying; shown on the home page and as FAQPage structured data. */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'What is a GST billing machine and does my business need one?',
    answer:
      'A GST billing machine prints tax invoices that show your GSTIN, the GST rate and tax amount for every item, and the invoice total. If your business is registered under GST, every sale needs such an invoice; a billing machine or billing software produces it in seconds at the counter and keeps a record of each sale for your returns.',
  },
  {
    question: 'How do I choose the right billing machine for my shop?',
    answer: `Pick by how you sell. A small shop or kirana store is well served by a compact billing machine with a built-in printer; restaurants, pharmacies and supermarkets usually need a touch POS system with a barcode scanner and a receipt printer. Tell us about your business on WhatsApp or call ${SHOP.phone} and we will recommend a setup that fits your budget.`,
  },
  {
    question: 'How long does delivery take and what does it cost?',
    answer: `Standard delivery takes ${standardDeliveryText()} and is free on orders above ${formatRupees(FREE_SHIPPING_ABOVE)}; smaller orders pay ${formatRupees(SHIPPING_CHARGE)} + GST. Express delivery takes ${dayRange(p.expressDeliveryDays)} business days for ${formatRupees(p.expressCharge)} + GST. In select cities, orders placed before ${p.sameDayCutoff} can be delivered the same day.`,
  },
  {
    question: 'Can I return a product?',
    answer: `Yes. You can return a product within ${p.returnDays} days of delivery. Start a return from your order or contact our support team, and pack the product with its accessories and invoice.`,
  },
  {
    question: 'When will I get my refund?',
    answer: `Once we receive and check the returned product, your refund reaches your original payment method within ${dayRange(p.refundBusinessDays)} business days.`,
  },
  {
    question: 'What warranty do your products have?',
    answer: `Every product carries a warranty of ${p.warrantyYears.min} to ${p.warrantyYears.max} years, depending on the product; the product page shows its warranty. Keep your invoice, as it is your warranty card.`,
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'You can pay by UPI (Google Pay, PhonePe, Paytm, BHIM and others), debit or credit card, net banking or a wallet. Payments are processed over a secure SSL connection and we never store your card details.',
  },
  {
    question: 'How can I reach customer support?',
    answer: `Our support team is available ${SHOP.hours.label} on ${SHOP.phone}. You can also write to ${SHOP.email} or message us on WhatsApp at any time, 24/7, and we will get back to you.`,
  },
];
