import type { BlogPost } from '../blog';
import { blogPostIn } from '../blog-words';
import { translator } from '../../i18n/translate';

const written: BlogPost = {
  slug: 'thermal-vs-dot-matrix-receipt-printers-58mm-or-80mm',
  name: 'thermal',
  // Worded from the catalogue below, in English.
  title: '',
  summary: '',
  published: '2026-09-22',
  author: '',
  shopLink: { label: '', href: '/products?category=printers' },
  sections: [
    {
      heading: 'Two ways of putting a bill on paper',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A direct thermal printer has no ink at all. Its print head heats tiny dots on special heat-sensitive paper, which turn black. A dot-matrix (impact) printer strikes an inked ribbon against ordinary paper with a row of small pins, the way a typewriter does. Both print receipts, but they suit different counters.',
        },
        {
          kind: 'table',
          caption: 'Thermal and dot-matrix receipt printers compared',
          columns: ['Feature', 'Direct thermal', 'Dot-matrix (impact)'],
          rows: [
            ['Speed', 'Fast: 150 to 300 mm per second', 'Slow: a few lines per second'],
            ['Noise', 'Almost silent', 'Loud chatter while printing'],
            ['Consumables', 'Thermal paper only', 'Plain paper plus ink ribbons'],
            [
              'Print life',
              'Fades over a few years, faster in heat and sunlight',
              'Lasts for many years',
            ],
            ['Copies', 'One original per print', 'Carbon or carbonless duplicate copies'],
            ['Moving parts', 'Few: print head and cutter', 'Many: pins, ribbon drive, carriage'],
          ],
        },
      ],
    },
    {
      heading: 'Why most counters now choose thermal',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Speed is what a queue notices. A thermal printer finishes a 15-item bill before the customer has put their wallet away, and an auto-cutter tears it off cleanly. With no ribbons to replace and fewer moving parts, thermal printers also need less maintenance. They print sharp logos, barcodes and UPI QR codes, so customers can scan and pay straight from the bill.',
        },
        {
          kind: 'paragraph',
          text: 'The trade-off is that thermal print fades. Bills kept in a hot car or a sunny shop window can turn pale within months, and even in a drawer they fade over a few years. That is rarely a problem, because your billing machine or software keeps the digital record of every invoice, and that record is what your accounts and GST returns rely on.',
        },
      ],
    },
    {
      heading: 'When a dot-matrix printer still makes sense',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must hand over or file carbon copies, for example a delivery challan with a duplicate for the driver.',
            'Printed copies must stay readable for many years without a digital backup.',
            'The printer stands very close to a heat source, such as beside a tandoor, where thermal paper can darken.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For restaurant kitchen order tickets (KOT), a thermal kitchen printer with a buzzer and a splash-resistant body, mounted away from direct heat, is the common choice today. It prints instantly and the buzzer tells the kitchen a new order has arrived.',
        },
      ],
    },
    {
      heading: '58 mm or 80 mm paper?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Receipt printers use two standard roll widths. The printed area is narrower than the paper, so what matters is how many characters fit on a line in the normal font.',
        },
        {
          kind: 'table',
          caption: 'Standard receipt widths at 203 dpi',
          columns: ['Roll width', 'Print width', 'Characters per line', 'Typical use'],
          rows: [
            [
              '58 mm (2 inch)',
              'About 48 mm',
              '32',
              'Small shops, portable Bluetooth printers, handheld billing',
            ],
            [
              '80 mm (3 inch)',
              'About 72 mm',
              '48',
              'Supermarkets, restaurants, pharmacies, GST invoices with HSN',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'A GST bill needs more columns than a simple cash memo: item name, HSN code, quantity, rate, taxable value and tax. On 58 mm paper those columns have to wrap onto two lines, which makes the bill longer and harder to read. If your customers include businesses that claim input tax credit, or your item names are long, choose 80 mm. If you bill on the move, at a stall or at the customer\u2019s table, a 58 mm Bluetooth printer is lighter and its battery lasts longer.',
        },
      ],
    },
    {
      heading: 'Other things to check',
      blocks: [
        {
          kind: 'list',
          items: [
            'Connection: USB for one computer, LAN or Wi-Fi to share a printer or place it in the kitchen, Bluetooth for phones and tablets.',
            'Auto-cutter: worth it on any counter that prints more than a few dozen bills a day.',
            'Cash drawer port: an RJ11 port lets the printer open the cash drawer with every bill.',
            'ESC/POS compatibility: this command set is what most Indian billing software expects, so a compatible printer works without special drivers.',
            'Paper loading: drop-in loading saves time when a roll runs out in the middle of a rush.',
            'Spare parts and service: check that the print head and cutter can be replaced locally.',
          ],
        },
      ],
    },
    {
      heading: 'Look after your thermal paper',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Thermal rolls last longest when stored in a cool, dry, dark place. Buy BPA-free paper of a consistent thickness from a reliable supplier: cheap, uneven paper wears out the print head faster and can jam the cutter. Match the roll\u2019s outer diameter to what your printer holds, and keep a spare at every counter.',
        },
        {
          kind: 'note',
          title: 'Our suggestion',
          text: 'For a single billing counter, start with an 80 mm thermal printer with an auto-cutter and USB plus LAN ports. Add a 58 mm Bluetooth printer if you also take orders or bill away from the counter.',
        },
      ],
    },
  ],
};

/** The article, its title, summary, author and link worded in English from the catalogue. */
export const thermalVsDotMatrix = blogPostIn(written, translator('en'));
