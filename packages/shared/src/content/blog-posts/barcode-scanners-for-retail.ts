import type { BlogPost } from '../blog';
import { blogPostIn } from '../blog-words';
import { translator } from '../../i18n/translate';

const written: BlogPost = {
  slug: 'barcode-scanners-for-retail-1d-2d-and-wireless',
  name: 'scanners',
  // Worded from the catalogue below, in English.
  title: '',
  summary: '',
  published: '2026-08-18',
  author: '',
  shopLink: { label: '', href: '/products?category=scanners' },
  sections: [
    {
      heading: 'Why scan instead of typing?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Typing item codes is slow and error-prone: a wrong digit bills the wrong product at the wrong price, and your stock figures drift. A scanner reads a code in a fraction of a second and gets it right every time. For a shop that bills a few hundred items a day, a scanner pays for itself within weeks in time saved and mistakes avoided.',
        },
      ],
    },
    {
      heading: 'Know the codes on your shelves',
      blocks: [
        {
          kind: 'list',
          items: [
            'EAN-13: the 13-digit barcode on almost every packaged product sold in India. Codes issued through GS1 India usually begin with 890.',
            'EAN-8 and UPC-A: a short version for small packs, and the American format found on some imported goods.',
            'Code 128 and Code 39: common on shelf labels, courier parcels and the labels shops print for their own items.',
            'QR codes: on medicine packs, electronics, UPI payment stickers, e-invoices and e-way bills.',
            'Data Matrix: tiny square codes used on medicines, electronic components and some cosmetics.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pick up twenty products from different shelves and look at their codes. If everything is a straight-line barcode, a 1D scanner will do. If you see QR or Data Matrix codes that you need to read, you need a 2D scanner.',
        },
      ],
    },
    {
      heading: '1D scanners: simple and affordable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A 1D scanner reads the familiar barcode of vertical bars. Laser and linear-imager models read EAN and UPC codes quickly from a short distance and cost the least, often under ₹2,000. They are a good fit for kirana stores, stationery and hardware shops where every product carries a printed EAN barcode.',
        },
        {
          kind: 'paragraph',
          text: 'Their limits: a 1D scanner cannot read QR or Data Matrix codes, struggles with barcodes on phone screens, and needs the beam lined up across the barcode, which slows down the counter with crumpled or curved packets.',
        },
      ],
    },
    {
      heading: '2D imagers: read everything, from any angle',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A 2D area imager takes a picture of the code instead of sweeping a line across it. It reads both 1D barcodes and 2D codes such as QR, Data Matrix and PDF417, in any orientation, and copes much better with faded, damaged or poorly printed labels. It also reads codes from phone screens, which matters for digital coupons, loyalty cards and online-order pickups.',
        },
        {
          kind: 'paragraph',
          text: 'Pharmacies in particular should choose 2D. Since August 2023, the top-selling medicine brands in India carry a QR code on their label, and many packs use Data Matrix codes with the batch number and expiry date. Handheld 2D scanners now cost only a little more than good 1D models, so for most new counters 2D is the better long-term choice.',
        },
      ],
    },
    {
      heading: 'Corded, wireless or hands-free?',
      blocks: [
        {
          kind: 'table',
          caption: 'Scanner styles and where they fit',
          columns: ['Style', 'Strengths', 'Best for'],
          rows: [
            [
              'Corded handheld',
              'Cheapest, never needs charging, plug-and-play over USB',
              'Fixed counters where products come to the cashier',
            ],
            [
              'Wireless handheld (2.4 GHz base or Bluetooth)',
              'Scan heavy sacks, cartons and items in the trolley without lifting them; a range of roughly 10 to 30 metres depending on model',
              'Grocery, hardware, furniture and wholesale counters',
            ],
            [
              'Pocket Bluetooth scanner with memory',
              'Stores thousands of scans offline and uploads later',
              'Stock-taking, receiving goods, mobile billing with a phone',
            ],
            [
              'Hands-free table-top (omnidirectional)',
              'Cashier keeps both hands free; items are simply passed over the window',
              'Supermarkets and pharmacies with heavy footfall',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Wireless scanners with a 2.4 GHz base usually reach further and pair without setup, while Bluetooth models connect directly to tablets and phones. Check the battery life in scans per charge, and choose a model with a charging cradle so it is always ready.',
        },
      ],
    },
    {
      heading: 'Connecting a scanner to your billing system',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most retail scanners connect over USB and behave like a keyboard: the scanner types the code and presses Enter. That means they work with any billing software or billing machine that has a USB port, with no drivers to install.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Plug the scanner in, open Notepad or the item-search box of your billing software and scan a product; the code should appear followed by a new line.',
            'If the Enter key is missing or extra characters appear, scan the setup barcodes in the scanner\u2019s manual to set the suffix.',
            'Enter the barcode against each item in your item master, or scan it when adding the item, so the software knows which product it is.',
            'For loose items and products without a barcode, print your own Code 128 or EAN labels on a barcode label printer.',
            'Test with damaged, curved and shiny packs before the rush, and keep the scanner window clean.',
          ],
        },
        {
          kind: 'note',
          title: 'Quick recommendation',
          text: 'Kirana or general store: a corded 1D or entry 2D scanner. Pharmacy: a 2D imager. Supermarket: a hands-free omnidirectional scanner plus one wireless handheld for bulky items. Stock-taking: a pocket scanner with memory.',
        },
      ],
    },
  ],
};

/** The article, its title, summary, author and link worded in English from the catalogue. */
export const barcodeScannersForRetail = blogPostIn(written, translator('en'));
