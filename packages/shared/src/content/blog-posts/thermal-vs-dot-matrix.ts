import type { BlogPost } from '../blog';
import { blogPostIn } from '../blog-words';
import type { ProseSection } from '../prose';
import { translator, type Translate } from '../../i18n/translate';

/** The article's body in the language of `t` (`article.thermal.*`). */
export function thermalBody(t: Translate): readonly ProseSection[] {
  return [
    {
      heading: t('article.thermal.ways.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.thermal.ways.text') },
        {
          kind: 'table',
          caption: t('article.thermal.compare.caption'),
          columns: [
            t('article.thermal.compare.feature'),
            t('article.thermal.compare.thermal'),
            t('article.thermal.compare.dotMatrix'),
          ],
          rows: [
            [
              t('article.thermal.compare.speed'),
              t('article.thermal.compare.speedThermal'),
              t('article.thermal.compare.speedDotMatrix'),
            ],
            [
              t('article.thermal.compare.noise'),
              t('article.thermal.compare.noiseThermal'),
              t('article.thermal.compare.noiseDotMatrix'),
            ],
            [
              t('article.thermal.compare.consumables'),
              t('article.thermal.compare.consumablesThermal'),
              t('article.thermal.compare.consumablesDotMatrix'),
            ],
            [
              t('article.thermal.compare.life'),
              t('article.thermal.compare.lifeThermal'),
              t('article.thermal.compare.lifeDotMatrix'),
            ],
            [
              t('article.thermal.compare.copies'),
              t('article.thermal.compare.copiesThermal'),
              t('article.thermal.compare.copiesDotMatrix'),
            ],
            [
              t('article.thermal.compare.parts'),
              t('article.thermal.compare.partsThermal'),
              t('article.thermal.compare.partsDotMatrix'),
            ],
          ],
        },
      ],
    },
    {
      heading: t('article.thermal.why.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.thermal.why.speed') },
        { kind: 'paragraph', text: t('article.thermal.why.fades') },
      ],
    },
    {
      heading: t('article.thermal.dotMatrix.heading'),
      blocks: [
        {
          kind: 'list',
          items: [
            t('article.thermal.dotMatrix.copies'),
            t('article.thermal.dotMatrix.years'),
            t('article.thermal.dotMatrix.heat'),
          ],
        },
        { kind: 'paragraph', text: t('article.thermal.dotMatrix.kitchen') },
      ],
    },
    {
      heading: t('article.thermal.width.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.thermal.width.intro') },
        {
          kind: 'table',
          caption: t('article.thermal.width.caption'),
          columns: [
            t('article.thermal.width.roll'),
            t('article.thermal.width.print'),
            t('article.thermal.width.characters'),
            t('article.thermal.width.use'),
          ],
          rows: [
            [
              t('article.thermal.width.roll58'),
              t('article.thermal.width.print58'),
              '32',
              t('article.thermal.width.use58'),
            ],
            [
              t('article.thermal.width.roll80'),
              t('article.thermal.width.print80'),
              '48',
              t('article.thermal.width.use80'),
            ],
          ],
        },
        { kind: 'paragraph', text: t('article.thermal.width.gst') },
      ],
    },
    {
      heading: t('article.thermal.check.heading'),
      blocks: [
        {
          kind: 'list',
          items: [
            t('article.thermal.check.connection'),
            t('article.thermal.check.cutter'),
            t('article.thermal.check.drawer'),
            t('article.thermal.check.escPos'),
            t('article.thermal.check.loading'),
            t('article.thermal.check.service'),
          ],
        },
      ],
    },
    {
      heading: t('article.thermal.paper.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.thermal.paper.text') },
        {
          kind: 'note',
          title: t('article.thermal.paper.suggestionTitle'),
          text: t('article.thermal.paper.suggestion'),
        },
      ],
    },
  ];
}

const english = translator('en');

const written: BlogPost = {
  slug: 'thermal-vs-dot-matrix-receipt-printers-58mm-or-80mm',
  name: 'thermal',
  // Worded from the catalogue below, in English.
  title: '',
  summary: '',
  published: '2026-09-22',
  author: '',
  shopLink: { label: '', href: '/products?category=printers' },
  sections: thermalBody(english),
};

/** The article, its title, summary, author, link and body worded in English from the catalogue. */
export const thermalVsDotMatrix = blogPostIn(written, english);
