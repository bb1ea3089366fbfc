import type { BlogPost } from '../blog';
import { blogPostIn } from '../blog-words';
import type { ProseSection } from '../prose';
import { translator, type Translate } from '../../i18n/translate';

/** The article's body in the language of `t` (`article.gst.*`). */
export function gstBody(t: Translate): readonly ProseSection[] {
  return [
    {
      heading: t('article.gst.document.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.gst.document.text') },
        {
          kind: 'note',
          title: t('article.gst.document.noteTitle'),
          text: t('article.gst.document.note'),
        },
      ],
    },
    {
      heading: t('article.gst.invoice.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.gst.invoice.intro') },
        {
          kind: 'list',
          items: [
            t('article.gst.invoice.business'),
            t('article.gst.invoice.number'),
            t('article.gst.invoice.customer'),
            t('article.gst.invoice.unregistered'),
            t('article.gst.invoice.items'),
            t('article.gst.invoice.tax'),
            t('article.gst.invoice.placeOfSupply'),
            t('article.gst.invoice.total'),
          ],
        },
        { kind: 'paragraph', text: t('article.gst.invoice.consolidated') },
      ],
    },
    {
      heading: t('article.gst.numbering.heading'),
      blocks: [{ kind: 'paragraph', text: t('article.gst.numbering.text') }],
    },
    {
      heading: t('article.gst.split.heading'),
      blocks: [{ kind: 'paragraph', text: t('article.gst.split.text') }],
    },
    {
      heading: t('article.gst.hsn.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.gst.hsn.text') },
        {
          kind: 'list',
          items: [
            t('article.gst.hsn.enter'),
            t('article.gst.hsn.inclusive'),
            t('article.gst.hsn.test'),
          ],
        },
      ],
    },
    {
      heading: t('article.gst.eInvoice.heading'),
      blocks: [{ kind: 'paragraph', text: t('article.gst.eInvoice.text') }],
    },
    {
      heading: t('article.gst.checklist.heading'),
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            t('article.gst.checklist.name'),
            t('article.gst.checklist.type'),
            t('article.gst.checklist.series'),
            t('article.gst.checklist.items'),
            t('article.gst.checklist.fields'),
            t('article.gst.checklist.testBills'),
            t('article.gst.checklist.backup'),
          ],
        },
        { kind: 'paragraph', text: t('article.gst.checklist.records') },
      ],
    },
  ];
}

const english = translator('en');

const written: BlogPost = {
  slug: 'setting-up-gst-compliant-billing',
  name: 'gst',
  // Worded from the catalogue below, in English.
  title: '',
  summary: '',
  published: '2026-07-21',
  author: '',
  shopLink: { label: '', href: '/products?category=software' },
  sections: gstBody(english),
};

/** The article, its title, summary, author, link and body worded in English from the catalogue. */
export const gstCompliantBilling = blogPostIn(written, english);
