import type { BlogPost } from '../blog';
import { blogPostIn } from '../blog-words';
import { translator } from '../../i18n/translate';

const written: BlogPost = {
  slug: 'setting-up-gst-compliant-billing',
  name: 'gst',
  // Worded from the catalogue below, in English.
  title: '',
  summary: '',
  published: '2026-07-21',
  author: '',
  shopLink: { label: '', href: '/products?category=software' },
  sections: [
    {
      heading: 'Tax invoice or bill of supply?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Once your business is registered under GST, every sale needs a proper document. A regular taxpayer issues a tax invoice that shows the GST charged. A business under the composition scheme cannot charge GST to its customers, so it issues a bill of supply instead, marked as issued by a composition taxable person. Set your billing software to the right type before your first sale: the two are not interchangeable.',
        },
        {
          kind: 'note',
          title: 'Please note',
          text: 'This article is general guidance for shop owners, based on the CGST Rules as they stood when it was written. Thresholds and rules change, so confirm the details for your business with your chartered accountant or tax practitioner.',
        },
      ],
    },
    {
      heading: 'What a GST tax invoice must show',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Rule 46 of the CGST Rules lists the details of a tax invoice. Good billing software fills most of them automatically once your business and items are set up.',
        },
        {
          kind: 'list',
          items: [
            'Your business name, address and GSTIN.',
            'A consecutive invoice number, unique for the financial year, and the invoice date.',
            'The customer\u2019s name, address and GSTIN if they are registered (a B2B sale).',
            'For an unregistered customer buying goods worth ₹50,000 or more: their name, the delivery address and the state name and code.',
            'The HSN code, description, quantity and unit of each item.',
            'The taxable value after any discount, the GST rate, and the CGST, SGST or IGST amounts.',
            'The place of supply, with the state name, for sales to another state.',
            'The total invoice value, and your signature or digital signature.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For small retail sales under ₹200 to unregistered customers who do not ask for an invoice, the rules allow a single consolidated invoice for all such sales at the end of the day. Most shops simply print a bill for every sale, which is easier to reconcile.',
        },
      ],
    },
    {
      heading: 'Numbering your invoices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Invoice numbers must run in one consecutive series per financial year (April to March), be unique, and be no longer than 16 characters. They may contain letters, digits, hyphens and slashes. A common pattern is a prefix, the financial year and a running number, such as SB/26-27/0001. Use a separate series for each counter or branch if your software supports it, and never reuse or skip numbers: cancel an incorrect invoice in the software rather than deleting it.',
        },
      ],
    },
    {
      heading: 'CGST and SGST or IGST?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The tax split depends on where the supply takes place compared with your registration. When you sell within your own state, the GST rate is split equally between central tax (CGST) and state tax (SGST): an 18% item carries 9% CGST and 9% SGST. When you deliver to a customer in another state, the whole rate is charged as integrated tax (IGST). Your billing software decides this from the customer\u2019s state or delivery address, so make sure that field is filled in for deliveries and online orders.',
        },
      ],
    },
    {
      heading: 'HSN codes and GST rates in your item master',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every item needs an HSN code (SAC for services) and a GST rate. Businesses with an annual turnover of up to ₹5 crore must show at least 4-digit HSN codes on invoices to registered customers; above ₹5 crore, 6-digit codes are required on all invoices. Since the rate changes of 22 September 2025, most goods fall in the 5% or 18% slab, with a higher rate on a small list of luxury and sin goods. Look up the current rate for each HSN code and correct your item master whenever rates change.',
        },
        {
          kind: 'list',
          items: [
            'Enter the HSN code and rate for every item, including loose and weighed items.',
            'Decide whether your selling prices include GST or have GST added, and configure the software the same way on every counter.',
            'Print a test bill for one item at each rate and check the tax amounts by hand.',
          ],
        },
      ],
    },
    {
      heading: 'When e-invoicing applies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If your aggregate turnover in any financial year since 2017-18 has exceeded ₹5 crore, invoices to registered businesses must be reported to the Invoice Registration Portal, which returns an invoice reference number (IRN) and a signed QR code to print on the invoice. Retail sales to consumers are not e-invoiced. Choose billing software that can generate the IRN if you are near this limit.',
        },
      ],
    },
    {
      heading: 'A setup checklist for day one',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Enter your legal business name, trade name, address, state and GSTIN exactly as on your registration certificate.',
            'Choose tax invoice or bill of supply according to your registration type.',
            'Set the invoice number series for the current financial year.',
            'Load your items with HSN codes, GST rates, units and prices.',
            'Add the customer\u2019s GSTIN field to B2B bills and the state field for deliveries.',
            'Print test bills for a local sale, an interstate sale and a sale to a registered business, and have your accountant check them.',
            'Schedule a daily backup to a pen drive or the cloud, and export the GST summary report each month for GSTR-1 and GSTR-3B.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Keep your invoice records, digital or printed, for as long as the law requires: currently 72 months from the due date of the annual return for that year. Our support team can help you configure GST settings on any billing machine or software bought from us.',
        },
      ],
    },
  ],
};

/** The article, its title, summary, author and link worded in English from the catalogue. */
export const gstCompliantBilling = blogPostIn(written, translator('en'));
