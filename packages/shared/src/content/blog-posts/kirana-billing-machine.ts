import type { BlogPost } from '../blog';
import { blogPostIn } from '../blog-words';
import type { ProseSection } from '../prose';
import { translator, type Translate } from '../../i18n/translate';

/** The article's body in the language of `t` (`article.kirana.*`). */
export function kiranaBody(t: Translate): readonly ProseSection[] {
  return [
    {
      heading: t('article.kirana.counter.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.kirana.counter.text') },
        {
          kind: 'list',
          items: [
            t('article.kirana.counter.bills'),
            t('article.kirana.counter.items'),
            t('article.kirana.counter.barcodes'),
            t('article.kirana.counter.gst'),
            t('article.kirana.counter.people'),
          ],
        },
        { kind: 'paragraph', text: t('article.kirana.counter.answers') },
      ],
    },
    {
      heading: t('article.kirana.setup.heading'),
      blocks: [
        {
          kind: 'table',
          caption: t('article.kirana.setup.caption'),
          columns: [
            t('article.kirana.setup.setup'),
            t('article.kirana.setup.bestFor'),
            t('article.kirana.setup.goodToKnow'),
          ],
          rows: [
            [
              t('article.kirana.setup.standalone'),
              t('article.kirana.setup.standaloneBestFor'),
              t('article.kirana.setup.standaloneGoodToKnow'),
            ],
            [
              t('article.kirana.setup.android'),
              t('article.kirana.setup.androidBestFor'),
              t('article.kirana.setup.androidGoodToKnow'),
            ],
            [
              t('article.kirana.setup.pc'),
              t('article.kirana.setup.pcBestFor'),
              t('article.kirana.setup.pcGoodToKnow'),
            ],
          ],
        },
        { kind: 'paragraph', text: t('article.kirana.setup.text') },
      ],
    },
    {
      heading: t('article.kirana.features.heading'),
      blocks: [
        {
          kind: 'list',
          items: [
            t('article.kirana.features.memory'),
            t('article.kirana.features.gst'),
            t('article.kirana.features.battery'),
            t('article.kirana.features.scanner'),
            t('article.kirana.features.scale'),
            t('article.kirana.features.display'),
            t('article.kirana.features.language'),
            t('article.kirana.features.reports'),
          ],
        },
        {
          kind: 'note',
          title: t('article.kirana.features.skipTitle'),
          text: t('article.kirana.features.skip'),
        },
      ],
    },
    {
      heading: t('article.kirana.width.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.kirana.width.text') },
        {
          kind: 'links',
          items: [
            {
              label: t('blog.post.thermal.title'),
              href: '/blog/thermal-vs-dot-matrix-receipt-printers-58mm-or-80mm',
            },
          ],
        },
      ],
    },
    {
      heading: t('article.kirana.budget.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.kirana.budget.machine') },
        { kind: 'paragraph', text: t('article.kirana.budget.running') },
      ],
    },
    {
      heading: t('article.kirana.checklist.heading'),
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            t('article.kirana.checklist.demo'),
            t('article.kirana.checklist.battery'),
            t('article.kirana.checklist.memory'),
            t('article.kirana.checklist.service'),
            t('article.kirana.checklist.rolls'),
            t('article.kirana.checklist.reports'),
          ],
        },
        { kind: 'paragraph', text: t('article.kirana.checklist.help') },
      ],
    },
  ];
}

const english = translator('en');

const written: BlogPost = {
  slug: 'how-to-choose-a-billing-machine-for-a-kirana-store',
  name: 'kirana',
  // Worded from the catalogue below, in English.
  title: '',
  summary: '',
  published: '2026-10-14',
  author: '',
  shopLink: { label: '', href: '/products?category=pos' },
  sections: kiranaBody(english),
};

/** The article, its title, summary, author, link and body worded in English from the catalogue. */
export const kiranaBillingMachine = blogPostIn(written, english);
