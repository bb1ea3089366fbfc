import { describe, expect, it } from 'vitest';
import { dayRange, POLICIES, standardDeliveryText } from '../shop/policies';
import { BLOG_POSTS, findBlogPost, readingMinutes } from './blog';
import { translator } from '../i18n/translate';
import { CAREER_OPENINGS, careerOpenings } from './careers';
import { POLICY_PAGES } from './policy-text';
import { sectionId, wordCount, type ProseSection } from './prose';

const KNOWN_PATHS = new Set([
  '/',
  '/products',
  '/about',
  '/contact',
  '/careers',
  '/blog',
  '/help',
  '/track-order',
  ...Object.keys(POLICY_PAGES),
  ...BLOG_POSTS.map((p) => `/blog/${p.slug}`),
]);

function allText(sections: readonly ProseSection[]): string {
  return JSON.stringify(sections);
}

function internalLinks(sections: readonly ProseSection[]): string[] {
  return sections.flatMap((s) =>
    s.blocks.flatMap((b) => (b.kind === 'links' ? b.items.map((i) => i.href) : [])),
  );
}

describe('blog articles', () => {
  it('are at least three, with unique URL-safe slugs', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3);
    const slugs = BLOG_POSTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(findBlogPost(slugs[0]!)).toBe(BLOG_POSTS[0]);
    expect(findBlogPost('no-such-post')).toBeUndefined();
  });

  it.each(BLOG_POSTS.map((p) => [p.slug, p]))('%s is 600–1000 words of real text', (_, post) => {
    const words = wordCount(post.sections);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1000);
    expect(readingMinutes(post)).toBeGreaterThanOrEqual(3);
    expect(allText(post.sections)).not.toMatch(/lorem|ipsum|TODO|<[a-z]/i);
    expect(post.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(post.shopLink.href).toMatch(/^\/products\?category=/);
  });

  it('are listed newest first', () => {
    const dates = BLOG_POSTS.map((p) => p.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('career openings', () => {
  it('list 4–6 openings with every field of spec §3', () => {
    expect(CAREER_OPENINGS.length).toBeGreaterThanOrEqual(4);
    expect(CAREER_OPENINGS.length).toBeLessThanOrEqual(6);
    for (const o of CAREER_OPENINGS) {
      for (const field of [o.title, o.location, o.type, o.department, o.description]) {
        expect(field.trim().length).toBeGreaterThan(0);
      }
    }
    expect(new Set(CAREER_OPENINGS.map((o) => o.id)).size).toBe(CAREER_OPENINGS.length);
  });

  it('are worded in Hindi, the application email staying English for the hiring inbox', () => {
    const hindi = careerOpenings(translator('hi'));
    expect(hindi.map((o) => o.id)).toEqual(CAREER_OPENINGS.map((o) => o.id));
    for (const [i, opening] of hindi.entries()) {
      const english = CAREER_OPENINGS[i]!;
      for (const field of ['title', 'type', 'department', 'description'] as const) {
        expect(opening[field]).not.toBe(english[field]);
        expect(opening[field]).toMatch(/\p{Script=Devanagari}/u);
      }
      expect(opening.applyHref).toBe(english.applyHref);
      expect(decodeURIComponent(opening.applyHref)).toContain(english.title);
    }
  });
});

describe('policy pages', () => {
  it.each(Object.entries(POLICY_PAGES))(
    '%s has sections and links only to real pages',
    (_, doc) => {
      expect(doc.sections.length).toBeGreaterThanOrEqual(4);
      const ids = doc.sections.map((s) => sectionId(s.heading));
      expect(new Set(ids).size).toBe(ids.length);
      for (const href of internalLinks(doc.sections)) expect(KNOWN_PATHS).toContain(href);
    },
  );

  it('quote the policy numbers from POLICIES', () => {
    const shipping = allText(POLICY_PAGES['/shipping'].sections);
    expect(shipping).toContain(`${dayRange(POLICIES.metroDeliveryDays)} business days`);
    expect(shipping).toContain(`${dayRange(POLICIES.standardDeliveryDays)} business days`);
    expect(POLICY_PAGES['/refund'].intro).toContain(dayRange(POLICIES.refundBusinessDays));
    expect(POLICY_PAGES['/returns'].intro).toContain(`${POLICIES.returnDays} days`);
  });

  it('word the two standard delivery ranges the same way everywhere', () => {
    expect(standardDeliveryText()).toBe(
      '3–5 business days to metro cities and 5–7 business days to the rest of India',
    );
    expect(POLICY_PAGES['/shipping'].intro).toContain(standardDeliveryText());
  });
});
