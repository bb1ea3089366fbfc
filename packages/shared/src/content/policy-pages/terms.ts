import { SHOP, shopAddressLine } from '../../shop/identity';
import { POLICIES as P } from '../../shop/policies';
import type { ProseDocument } from '../prose';
import { GRIEVANCE_ACK_HOURS, GRIEVANCE_RESOLVE_DAYS } from './shared-terms';

export const termsPage: ProseDocument = {
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${SHOP.name} website and buy billing machines, POS systems, printers, scanners and software from us.`,
  intro: `These terms apply to your use of this website and to every order you place with ${SHOP.name}. By placing an order you accept them, so please read them along with our Shipping, Returns, Refund and Privacy policies, which form part of these terms.`,
  updated: '2026-11-21',
  sections: [
    {
      heading: 'About us',
      blocks: [
        {
          kind: 'paragraph',
          text: `This website is operated by ${SHOP.name}, ${shopAddressLine()}, India, registered under GST with GSTIN ${SHOP.gstin}. You can reach us at ${SHOP.email} or ${SHOP.phone}, ${SHOP.hours.label}.`,
        },
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must be at least 18 years old and able to enter into a binding contract to buy from us.',
            'Keep your password private; you are responsible for orders placed through your account.',
            'Give accurate contact, delivery and GST details. We are not responsible for delays or tax credit problems caused by incorrect details.',
          ],
        },
      ],
    },
    {
      heading: 'Products, prices and GST',
      blocks: [
        {
          kind: 'list',
          items: [
            'We describe and photograph products as accurately as we can. Colours and small design details can vary by batch; specifications that matter for compatibility are stated on each product page.',
            'Prices are in Indian rupees. Your cart shows the GST and any delivery charge before you pay, and your tax invoice shows the GST breakup.',
            'Prices and offers may change without notice, but the price confirmed at checkout is the price you pay.',
            'If a product is listed at an obviously wrong price because of an error, we may cancel the order and refund you in full, even after confirmation.',
          ],
        },
      ],
    },
    {
      heading: 'Orders and payment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Placing an order is an offer to buy. The contract is formed when we confirm your order by email. We may decline or cancel an order, with a full refund, if a product is out of stock, a payment cannot be verified, or we suspect fraud. Payments by UPI, card, net banking and wallet are processed by our payment partner over a secure connection; we never see or store your card details.',
        },
      ],
    },
    {
      heading: 'Delivery, returns and warranty',
      blocks: [
        {
          kind: 'paragraph',
          text: `Delivery times, charges and our same-day service are described in our Shipping Information. Ownership and risk pass to you on delivery. You may return eligible products within ${P.returnDays} days of delivery as set out in our Returns & Exchanges and Refund policies. Products carry a warranty of ${P.warrantyYears.min} to ${P.warrantyYears.max} years against manufacturing defects, depending on the product.`,
        },
        {
          kind: 'links',
          items: [
            { label: 'Shipping Information', href: '/shipping' },
            { label: 'Returns & Exchanges', href: '/returns' },
            { label: 'Refund Policy', href: '/refund' },
          ],
        },
      ],
    },
    {
      heading: 'Software licences',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Billing software is licensed, not sold. Each licence covers the number of users, devices and the period stated on the product page, and is subject to the publisher\u2019s licence terms shown during installation. You may not copy, resell or share licence keys. Keep regular backups of your billing data; we help you restore them, but cannot be responsible for data lost on your devices.',
        },
      ],
    },
    {
      heading: 'Using this website',
      blocks: [
        {
          kind: 'list',
          items: [
            'Do not misuse the website: no attempts to break its security, overload it, scrape it in bulk or place fake orders.',
            'Text, photos, logos and guides on this website belong to us or our suppliers and may not be copied for commercial use without permission.',
            'Links to other websites are provided for convenience; we are not responsible for their content.',
          ],
        },
      ],
    },
    {
      heading: 'Our liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are responsible for delivering products that match their description and work as they should, and for the remedies in our policies. Except where the law does not allow it, our total liability for any order is limited to the amount you paid for it, and we are not liable for indirect losses such as lost business or profit. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
        },
      ],
    },
    {
      heading: 'Grievances and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: `If something goes wrong, contact our support team first. If you are not satisfied, write to our Grievance Officer at ${SHOP.email} or ${shopAddressLine()}. We acknowledge complaints within ${GRIEVANCE_ACK_HOURS} hours and resolve them within ${GRIEVANCE_RESOLVE_DAYS} days. These terms are governed by the laws of India, and the courts at ${SHOP.address.city} have jurisdiction, without affecting your right to approach a consumer commission.`,
        },
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms from time to time. The version in force when you place an order applies to that order; the date at the top of this page shows the latest version.',
        },
      ],
    },
  ],
};
