import { SHOP, shopAddressLine } from '../../shop/identity';
import type { ProseDocument } from '../prose';
import { GRIEVANCE_ACK_HOURS, GRIEVANCE_RESOLVE_DAYS } from './shared-terms';

export const privacyPage: ProseDocument = {
  title: 'Privacy Policy',
  description: `How ${SHOP.name} collects, uses, shares and protects your personal data, and your rights under India\u2019s Digital Personal Data Protection Act, 2023.`,
  intro: `${SHOP.name} ("we", "us") respects your privacy. This policy explains what personal data we collect when you use our website, buy from us or contact us, why we need it, and the rights you have under the Digital Personal Data Protection Act, 2023 (DPDP Act). For the purposes of that Act, we are the Data Fiduciary for your personal data.`,
  updated: '2026-11-25',
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${SHOP.name}, ${shopAddressLine()}. GSTIN ${SHOP.gstin}. Email ${SHOP.email}, phone ${SHOP.phone}.`,
        },
      ],
    },
    {
      heading: 'The data we collect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account details: your name, email address, phone number and a password, which we store only in a hashed form that cannot be read back.',
            'Order details: delivery and billing addresses, the products you buy, and your business name and GSTIN if you want a GST invoice.',
            'Payment details: the payment method and status. Card numbers, UPI PINs and banking passwords are entered on our payment partner\u2019s secure page and never reach or stay on our servers.',
            'Messages: what you send us through the contact form, email, phone or WhatsApp, so that we can answer and follow up.',
            'Technical data: your IP address, browser type and the pages requested, kept in server logs to keep the site secure and working.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Your cart is kept on our servers (under your account, or under a random cart code before you sign in) and deleted 30 days after its last change if you have no account; your wishlist is kept the same way, under your account or the same cart code, and deleted once neither it nor your cart has changed for 30 days if you have no account. See our Cookie Policy for details.',
        },
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          kind: 'list',
          items: [
            'To process, deliver and support your orders, including installation help, returns, refunds and warranty claims.',
            'To issue GST invoices and keep the accounts and records that tax law requires.',
            'To answer your questions and send service messages about your orders.',
            'To protect you and us against fraud and misuse of the website.',
            'To send offers and product news by email or WhatsApp, only if you have agreed to receive them; you can opt out at any time.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We process your data on the basis of the consent you give when you create an account, place an order or contact us, and for the legitimate uses the DPDP Act allows, such as meeting our legal obligations. We do not sell your personal data, and we do not use it for advertising profiles.',
        },
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        {
          kind: 'list',
          items: [
            'Courier and logistics partners, who receive your name, phone number and delivery address to deliver your order.',
            'Our payment partner, which processes your payment under the Reserve Bank of India\u2019s rules.',
            'Email and messaging providers that deliver our order and service messages.',
            'Authorised service centres, when a warranty repair needs them.',
            'Government authorities, courts or regulators, when the law requires it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Each partner processes your data only for the purpose we share it for, under a contract that requires them to keep it safe.',
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep account data while your account is open. Invoices and order records are kept for as long as GST law requires (currently 72 months from the due date of the annual return for the year of the sale). Contact messages are deleted two years after the conversation ends, and server logs after 90 days, unless they are needed to investigate misuse. When data is no longer needed, we delete or anonymise it.',
        },
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website is served only over an encrypted SSL/TLS connection. Passwords are stored with a modern one-way hash, access to customer data is limited to staff who need it for their work, and our systems are kept up to date. If a personal data breach ever affects you, we will inform you and the Data Protection Board of India as the law requires.',
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under the DPDP Act you have the right to:',
        },
        {
          kind: 'list',
          items: [
            'Get a summary of the personal data we hold about you and how we use it, and the names of those we have shared it with.',
            'Have inaccurate or incomplete data corrected or updated.',
            'Have your data erased when it is no longer needed, unless the law requires us to keep it, for example invoices.',
            'Withdraw your consent at any time; this does not affect processing done before you withdrew it.',
            'Nominate another person to exercise your rights if you die or become unable to do so.',
            'Have your grievance addressed by us, and then escalate it to the Data Protection Board of India.',
          ],
        },
        {
          kind: 'paragraph',
          text: `To use any of these rights, write to ${SHOP.email} with the subject "Privacy request", from the email address on your account or with your order ID. We acknowledge requests within ${GRIEVANCE_ACK_HOURS} hours and answer within ${GRIEVANCE_RESOLVE_DAYS} days.`,
        },
      ],
    },
    {
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our products are meant for businesses and adults. We do not knowingly collect personal data from anyone under 18; if you believe a child has given us data, contact us and we will delete it.',
        },
      ],
    },
    {
      heading: 'Grievance officer and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `Grievance Officer, ${SHOP.name}, ${shopAddressLine()}. Email ${SHOP.email}, phone ${SHOP.phone}, ${SHOP.hours.label}.`,
        },
        {
          kind: 'paragraph',
          text: 'We may update this policy when our services or the law change. The date at the top shows the latest version; for significant changes we also notify account holders by email.',
        },
        {
          kind: 'links',
          items: [
            { label: 'Cookie Policy', href: '/cookies' },
            { label: 'Terms of Service', href: '/terms' },
          ],
        },
      ],
    },
  ],
};
