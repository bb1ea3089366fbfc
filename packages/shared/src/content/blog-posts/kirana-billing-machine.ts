import type { BlogPost } from '../blog';
import { blogPostIn } from '../blog-words';
import { translator } from '../../i18n/translate';

const written: BlogPost = {
  slug: 'how-to-choose-a-billing-machine-for-a-kirana-store',
  name: 'kirana',
  // Worded from the catalogue below, in English.
  title: '',
  summary: '',
  published: '2026-10-14',
  author: '',
  shopLink: { label: '', href: '/products?category=pos' },
  sections: [
    {
      heading: 'Start with how your counter works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A kirana counter is busy in short bursts: the morning milk-and-bread rush, the evening crowd, and festival weeks when the queue never ends. The right billing machine is the one that keeps that queue moving, prints a correct bill every time and does not stop when the power does. Before comparing models, spend one day noting how you actually sell.',
        },
        {
          kind: 'list',
          items: [
            'How many bills do you make on a normal day, and on your busiest day?',
            'How many different items do you stock, including loose items such as rice, dal and sugar sold by weight?',
            'Do most of your packaged goods carry a barcode?',
            'Are you registered under GST, and do some customers (hotels, canteens, other shops) ask for a GST invoice with their GSTIN?',
            'Does more than one person bill at the same time?',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The answers decide almost everything below. A shop making 80 bills a day with 800 items needs something very different from a mini-mart making 400 bills a day with 4,000 barcoded products.',
        },
      ],
    },
    {
      heading: 'Standalone billing machine, Android POS or a PC?',
      blocks: [
        {
          kind: 'table',
          caption: 'The three common setups for a kirana counter',
          columns: ['Setup', 'Best for', 'Good to know'],
          rows: [
            [
              'Standalone billing machine with built-in printer',
              'Up to about 200 bills a day and a few thousand items',
              'Lowest cost, boots instantly, runs on battery during power cuts; small screen and simpler reports',
            ],
            [
              'Android touch POS or handheld billing terminal',
              'Busy shops that want a bigger screen, photos of items and mobile reports',
              'Easy for new staff to learn; check that the software supports GST reports you need',
            ],
            [
              'Desktop PC or touch POS with billing software',
              'Mini-marts and supermarkets, several counters, detailed stock control',
              'Most powerful, needs a UPS and a separate receipt printer; costs more to set up',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Most single-counter kirana stores are best served by a standalone GST billing machine. It is a keyboard, display, memory and thermal printer in one box, so there is nothing to install and very little to go wrong. Move to a touch POS when you add a second counter, need stock levels updated with every sale, or want to see sales on your phone.',
        },
      ],
    },
    {
      heading: 'Features that matter (and ones that do not)',
      blocks: [
        {
          kind: 'list',
          items: [
            'Item memory (PLUs): count the items you stock today and double it. Machines with 1,000 items suit small stores; 5,000 to 10,000 items leaves room to grow.',
            'GST on the bill: the machine should print your GSTIN, HSN code per item and the CGST and SGST split, and produce a GST summary report for your accountant.',
            'Battery backup: a built-in battery that lasts a full evening of billing is worth more than any extra feature in towns with frequent power cuts.',
            'Barcode scanner port: even if you key in item codes today, a USB port for a scanner lets you speed up later.',
            'Weighing scale support: if you sell loose items, an RS-232 port that reads the weight from an electronic scale avoids typing mistakes.',
            'Customer display: a second display facing the customer builds trust, because they see each item and amount as you bill it.',
            'Language: machines that print item names in Hindi or your regional language make bills easier for customers to check.',
            'Reports: daily sales, item-wise sales and tax summaries that export to Excel over USB save hours at month end.',
          ],
        },
        {
          kind: 'note',
          title: 'Skip for now',
          text: 'Cloud dashboards, loyalty modules and multi-store sync are useful for chains, but a single kirana store rarely uses them. Pay for speed, reliability and correct GST bills first.',
        },
      ],
    },
    {
      heading: 'Pick the printer width carefully',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Billing machines print on thermal paper, so there is no ink or ribbon to buy. Compact machines use 58 mm (2 inch) rolls, which fit about 32 characters on a line; that is enough for item name, quantity and amount. If you need longer item names, an HSN column or a more readable GST invoice, choose a machine with an 80 mm (3 inch) printer, which fits about 48 characters. Our guide to receipt printers explains the difference in detail.',
        },
        {
          kind: 'links',
          items: [
            {
              label: 'Thermal vs. dot-matrix receipt printers: 58 mm or 80 mm?',
              href: '/blog/thermal-vs-dot-matrix-receipt-printers-58mm-or-80mm',
            },
          ],
        },
      ],
    },
    {
      heading: 'Budget for the machine and for running it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A reliable GST billing machine with a built-in printer costs roughly ₹6,000 to ₹12,000; models with an 80 mm printer, a large item memory or special features such as a weighing-scale port cost more. An Android touch POS starts at around ₹18,000, and a full PC-based counter with printer, scanner and cash drawer usually costs ₹40,000 or more.',
        },
        {
          kind: 'paragraph',
          text: 'Running costs are small but steady. A 58 mm roll of 15 metres prints roughly 80 to 120 typical kirana bills, so a shop making 150 bills a day uses one or two rolls daily. Buy rolls in boxes, store them away from heat and sunlight, and always keep a spare roll at the counter.',
        },
      ],
    },
    {
      heading: 'A checklist before you buy',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Ask for a demo bill with your own GSTIN, a few of your items and their HSN codes.',
            'Check how many bills the battery prints after the mains power is switched off.',
            'Confirm the item memory and how items are loaded: by keyboard, from Excel, or both.',
            'Ask where service is done, how long repairs take and what the warranty covers.',
            'Check that paper rolls of the right size are easy to buy in your town.',
            'Make sure the sales reports give your accountant what GST returns need.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you are unsure, call us or send a WhatsApp message with your daily bill count and the number of items you stock. Our team will suggest two or three machines that fit your counter and your budget, and help you load your item list when it arrives.',
        },
      ],
    },
  ],
};

/** The article, its title, summary, author and link worded in English from the catalogue. */
export const kiranaBillingMachine = blogPostIn(written, translator('en'));
