import { barcodeScannersForRetail, scannersBody } from './blog-posts/barcode-scanners-for-retail';
import { gstBody, gstCompliantBilling } from './blog-posts/gst-compliant-billing';
import { kiranaBody, kiranaBillingMachine } from './blog-posts/kirana-billing-machine';
import { thermalBody, thermalVsDotMatrix } from './blog-posts/thermal-vs-dot-matrix';
import type { Translate } from '../i18n/translate';
import { type ProseSection, sectionId, wordCount } from './prose';

export { blogPostIn } from './blog-words';

/** A buying guide or how-to article shown on /blog/{slug}. */
export interface BlogPost {
  /** URL segment: lower-case words joined by hyphens. */
  slug: string;
  /** The article's name in the message catalogue: `blog.post.<name>.title`, `.summary`, `.shopLink`. */
  name: 'kirana' | 'thermal' | 'scanners' | 'gst';
  title: string;
  /** One or two sentences for the list, the meta description and the article's lead. */
  summary: string;
  /** ISO date, YYYY-MM-DD. */
  published: string;
  author: string;
  /** Where a reader goes next in the shop, e.g. the catalogue filtered to the article's topic. */
  shopLink: { label: string; href: string };
  sections: readonly ProseSection[];
}

/** Every article, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = [
  kiranaBillingMachine,
  thermalVsDotMatrix,
  barcodeScannersForRetail,
  gstCompliantBilling,
].sort((a, b) => b.published.localeCompare(a.published));

export function findBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** Minutes to read at about 200 words a minute, at least 1. */
export function readingMinutes(post: BlogPost): number {
  return Math.max(1, Math.round(wordCount(post.sections) / 200));
}

/**
 * Articles whose body is in the message catalogue (`article.<name>.*`), worded in any language;
 * the others' bodies are English on every page.
 */
const WORDED_BODIES: Partial<Record<BlogPost['name'], (t: Translate) => readonly ProseSection[]>> =
  {
    thermal: thermalBody,
    scanners: scannersBody,
    gst: gstBody,
    kirana: kiranaBody,
  };

/** Whether an article's body can be read in every language, not only in English. */
export function isBodyWorded(post: BlogPost): boolean {
  return post.name in WORDED_BODIES;
}

/**
 * An article's body in the language of `t`, or its English body when it is not in the
 * catalogue. Sections keep the English headings' anchors, so a link to a part of an article
 * lands in the same place in every language.
 */
export function blogBodyIn(post: BlogPost, t: Translate): readonly ProseSection[] {
  const worded = WORDED_BODIES[post.name];
  if (!worded) return post.sections;
  return worded(t).map((section, i) => ({
    ...section,
    id: sectionId(post.sections[i]?.heading ?? section.heading),
  }));
}
