import { describe, expect, it } from 'vitest';
import type { Language } from '@shop/shared/i18n/language';
import { cartReminderEmail } from '../cart-reminders/emails';
import { orderStatusEmail } from '../orders/emails';
import type { OrderRow } from '../orders/repository';
import { payLinkEmail } from '../payments/recovery';
import { quoteSentEmail } from '../quotes/emails';
import type { QuoteRow } from '../quotes/repository';
import { refundEmail, returnEmails } from '../returns/emails';
import { linkIn } from './language';

const URL_ = 'https://shop.example.in';
const order = (language: Language) => ({
  order_id: 'ORD1',
  customer_name: 'Asha',
  language,
});
const amounts = (text: string) => text.match(/₹[\d,]+\.\d\d/g) ?? [];

describe('linkIn', () => {
  it('puts a storefront link under /hi and leaves the API and English alone', () => {
    expect(linkIn('hi', `${URL_}/orders/ORD1?pay=now`)).toBe(`${URL_}/hi/orders/ORD1?pay=now`);
    expect(linkIn('hi', `${URL_}/`)).toBe(`${URL_}/hi`);
    expect(linkIn('hi', `${URL_}/api/quotes/1/pdf`)).toBe(`${URL_}/api/quotes/1/pdf`);
    expect(linkIn('en', `${URL_}/orders`)).toBe(`${URL_}/orders`);
  });
});

describe('return, refund, cart and quotation emails', () => {
  it('tell a return’s steps in the order’s language, reasons included', () => {
    const hi = returnEmails.requested(order('hi'), 'Printer × 1', 'damaged', URL_);
    expect(hi.subject).toBe('ऑर्डर ORD1 के रिटर्न का अनुरोध मिला — Shubh Billing Systems');
    expect(hi.text).toContain('कारण: टूटा-फूटा पहुँचा');
    expect(hi.text).toContain(`${URL_}/hi/orders/ORD1`);
    expect(hi.html).toContain('<html lang="hi">');
    const en = returnEmails.requested(order('en'), 'Printer × 1', 'damaged', URL_);
    expect(en.subject).toBe('Return requested for order ORD1 — Shubh Billing Systems');
    expect(en.text).toContain('(reason: Arrived damaged)');
  });

  it('gives a refund the same amount in both languages, in the Indian grouping', () => {
    const refund = { amountPaise: 12345678, reference: 'rfnd_1', creditNote: 'CN/1' };
    const hi = refundEmail(order('hi'), refund, 'processed', URL_);
    const en = refundEmail(order('en'), refund, 'processed', URL_);
    expect(amounts(en.text)).toEqual(['₹1,23,456.78']);
    expect(amounts(hi.text)).toEqual(amounts(en.text));
    expect(hi.text).toContain('रेफ़रेंस rfnd_1');
    expect(en.subject).toBe(
      'Refund of ₹1,23,456.78 processed for order ORD1 — Shubh Billing Systems',
    );
  });

  it('reminds of a cart in the account’s language, with the Hindi unsubscribe page', () => {
    const items = [{ productId: 1, name: 'Printer', quantity: 2 }] as never[];
    const hi = cartReminderEmail({ name: '' }, items, 'tok', URL_, 'hi');
    expect(hi.subject).toBe('आपके कार्ट में 1 सामान रखा है — Shubh Billing Systems');
    expect(hi.text.startsWith('नमस्ते,')).toBe(true);
    expect(hi.text).toContain(`${URL_}/hi/unsubscribe?token=tok`);
    expect(hi.text).toContain(`${URL_}/hi/cart`);
    const en = cartReminderEmail({ name: 'Asha' }, items, 'tok', URL_, 'en');
    expect(en.subject).toBe('You left 1 item in your cart — Shubh Billing Systems');
  });

  it('sends a quotation in the buyer’s language with the same totals and the PDF’s address', () => {
    // Only the fields the email reads.
    const quote = {
      id: 7,
      quote_number: 'Q-1',
      customer_name: 'Asha',
      po_number: null,
      valid_until: '2026-12-31',
      terms: null,
    } as QuoteRow;
    const totals = {
      subtotalPaise: 10000000,
      shippingPaise: 0,
      taxPaise: 1800000,
      roundOffPaise: 0,
      totalPaise: 11800000,
    };
    const hi = quoteSentEmail(quote, totals as never, URL_, 'hi');
    const en = quoteSentEmail(quote, totals as never, URL_, 'en');
    expect(hi.subject).toBe('कोटेशन Q-1 — Shubh Billing Systems');
    expect(amounts(hi.text)).toEqual(amounts(en.text));
    expect(amounts(en.text)).toContain('₹1,18,000.00');
    expect(hi.text).toContain(`${URL_}/hi/quotes/7`);
    expect(hi.text).toContain(`${URL_}/api/quotes/7/pdf`);
    expect(en.text).toContain('Delivery: Free');
  });
});

describe('order status and pay-link emails', () => {
  // Only the fields these emails read.
  const row = (language: Language) =>
    ({
      ...order(language),
      po_number: 'PO-9',
      total_amount: 14567808,
      created_at: '2026-11-28T10:00:00.000Z',
      pay_by: null,
    }) as OrderRow;

  it('tell a shipment in Hindi with the courier, the PO number and the Hindi orders page', () => {
    const change = { carrier: 'Delhivery', trackingNumber: 'AWB1' };
    const hi = orderStatusEmail(row('hi'), 'Shipped', change, URL_);
    expect(hi.subject).toBe('ऑर्डर ORD1 भेज दिया गया — Shubh Billing Systems');
    expect(hi.text).toContain('कूरियर: Delhivery\nट्रैकिंग नंबर: AWB1');
    expect(hi.text).toContain('आपका परचेज़ ऑर्डर (PO) नंबर: PO-9');
    expect(hi.text).toContain('सोमवार–शनिवार');
    expect(hi.html).toContain(`href="${URL_}/hi/orders"`);
    const en = orderStatusEmail(row('en'), 'Shipped', change, URL_);
    expect(en.subject).toBe('Order ORD1 has shipped — Shubh Billing Systems');
    expect(en.text).toContain('Questions? Call us on');
    expect(en.text).toContain('Monday–Saturday, 9 AM–7 PM IST');
  });

  it('ask again for a failed payment in Hindi, the amount as in English', () => {
    const hi = payLinkEmail(row('hi'), URL_);
    const en = payLinkEmail(row('en'), URL_);
    expect(hi.subject).toBe('ऑर्डर ORD1 का पेमेंट पूरा करें — Shubh Billing Systems');
    expect(amounts(hi.text)).toEqual(['₹1,45,678.08']);
    expect(amounts(en.text)).toEqual(amounts(hi.text));
    expect(hi.text).toMatch(/\/hi\/orders\/ORD1\?/);
    expect(en.text).not.toContain('/hi/');
  });
});
