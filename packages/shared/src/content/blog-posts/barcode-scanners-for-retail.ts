import type { BlogPost } from '../blog';
import { blogPostIn } from '../blog-words';
import type { ProseSection } from '../prose';
import { translator, type Translate } from '../../i18n/translate';

/** The article's body in the language of `t` (`article.scanners.*`). */
export function scannersBody(t: Translate): readonly ProseSection[] {
  return [
    {
      heading: t('article.scanners.why.heading'),
      blocks: [{ kind: 'paragraph', text: t('article.scanners.why.text') }],
    },
    {
      heading: t('article.scanners.codes.heading'),
      blocks: [
        {
          kind: 'list',
          items: [
            t('article.scanners.codes.ean13'),
            t('article.scanners.codes.ean8'),
            t('article.scanners.codes.code128'),
            t('article.scanners.codes.qr'),
            t('article.scanners.codes.dataMatrix'),
          ],
        },
        { kind: 'paragraph', text: t('article.scanners.codes.check') },
      ],
    },
    {
      heading: t('article.scanners.oneD.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.scanners.oneD.text') },
        { kind: 'paragraph', text: t('article.scanners.oneD.limits') },
      ],
    },
    {
      heading: t('article.scanners.twoD.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.scanners.twoD.text') },
        { kind: 'paragraph', text: t('article.scanners.twoD.pharmacies') },
      ],
    },
    {
      heading: t('article.scanners.styles.heading'),
      blocks: [
        {
          kind: 'table',
          caption: t('article.scanners.styles.caption'),
          columns: [
            t('article.scanners.styles.style'),
            t('article.scanners.styles.strengths'),
            t('article.scanners.styles.bestFor'),
          ],
          rows: [
            [
              t('article.scanners.styles.corded'),
              t('article.scanners.styles.cordedStrengths'),
              t('article.scanners.styles.cordedBestFor'),
            ],
            [
              t('article.scanners.styles.wireless'),
              t('article.scanners.styles.wirelessStrengths'),
              t('article.scanners.styles.wirelessBestFor'),
            ],
            [
              t('article.scanners.styles.pocket'),
              t('article.scanners.styles.pocketStrengths'),
              t('article.scanners.styles.pocketBestFor'),
            ],
            [
              t('article.scanners.styles.handsFree'),
              t('article.scanners.styles.handsFreeStrengths'),
              t('article.scanners.styles.handsFreeBestFor'),
            ],
          ],
        },
        { kind: 'paragraph', text: t('article.scanners.styles.battery') },
      ],
    },
    {
      heading: t('article.scanners.connect.heading'),
      blocks: [
        { kind: 'paragraph', text: t('article.scanners.connect.text') },
        {
          kind: 'list',
          ordered: true,
          items: [
            t('article.scanners.connect.test'),
            t('article.scanners.connect.suffix'),
            t('article.scanners.connect.itemMaster'),
            t('article.scanners.connect.labels'),
            t('article.scanners.connect.damaged'),
          ],
        },
        {
          kind: 'note',
          title: t('article.scanners.connect.recommendationTitle'),
          text: t('article.scanners.connect.recommendation'),
        },
      ],
    },
  ];
}

const english = translator('en');

const written: BlogPost = {
  slug: 'barcode-scanners-for-retail-1d-2d-and-wireless',
  name: 'scanners',
  // Worded from the catalogue below, in English.
  title: '',
  summary: '',
  published: '2026-08-18',
  author: '',
  shopLink: { label: '', href: '/products?category=scanners' },
  sections: scannersBody(english),
};

/** The article, its title, summary, author, link and body worded in English from the catalogue. */
export const barcodeScannersForRetail = blogPostIn(written, english);
