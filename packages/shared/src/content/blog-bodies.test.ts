import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate';
import { BLOG_POSTS, blogBodyIn, isBodyWorded, type BlogPost } from './blog';
import { sectionId, type ProseSection } from './prose';

const english = translator('en');
const hindi = translator('hi');

/** The body's shape without its words: kinds, counts, links' targets and literal cells. */
function shape(sections: readonly ProseSection[]) {
  return sections.map((section) =>
    section.blocks.map((block) => {
      switch (block.kind) {
        case 'list':
          return { kind: block.kind, ordered: block.ordered, items: block.items.length };
        case 'table':
          return {
            kind: block.kind,
            columns: block.columns.length,
            rows: block.rows.map((row) => row.map((cell) => (/^\d+$/.test(cell) ? cell : '…'))),
          };
        case 'links':
          return { kind: block.kind, hrefs: block.items.map((item) => item.href) };
        case 'note':
          return { kind: block.kind, titled: block.title !== undefined };
        default:
          return { kind: block.kind };
      }
    }),
  );
}

function texts(sections: readonly ProseSection[]): string[] {
  return sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => {
      switch (block.kind) {
        case 'paragraph':
          return [block.text];
        case 'note':
          return [block.title ?? '', block.text].filter(Boolean);
        case 'list':
          return [...block.items];
        case 'table':
          return [block.caption, ...block.columns, ...block.rows.flat()];
        case 'links':
          return block.items.map((item) => item.label);
      }
    }),
  ]);
}

const worded = BLOG_POSTS.filter(isBodyWorded);

describe('blog article bodies', () => {
  it('at least one is worded in the catalogue', () => {
    expect(worded.length).toBeGreaterThan(0);
  });

  it.each(worded.map((post) => [post.name, post] as const))(
    '%s reads in Hindi with the English body’s shape and anchors',
    (_, post) => {
      expect(blogBodyIn(post, english).map(({ id: _id, ...section }) => section)).toEqual(
        post.sections,
      );
      const body = blogBodyIn(post, hindi);
      expect(shape(body)).toEqual(shape(post.sections));
      expect(body.map((section) => section.id)).toEqual(
        post.sections.map((section) => sectionId(section.heading)),
      );
      const source = texts(post.sections);
      for (const [i, text] of texts(body).entries()) {
        if (/^\d+$/.test(text)) continue;
        expect(text, source[i]).toMatch(/[\u0900-\u097F]/);
        expect(text).not.toBe(source[i]);
      }
    },
  );

  it('an article not in the catalogue keeps its English body in every language', () => {
    // Every article is worded now: one under a name with no body in the catalogue stands in.
    const post = { ...BLOG_POSTS[0]!, name: 'unworded' as BlogPost['name'] };
    expect(isBodyWorded(post)).toBe(false);
    expect(blogBodyIn(post, hindi)).toBe(post.sections);
  });
});
