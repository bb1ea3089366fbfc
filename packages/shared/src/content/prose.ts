/**
 * A small structured format for long-form text (policies, blog articles), rendered by one
 * component in the web app. No HTML in content: blocks say what they are, the renderer styles them.
 */
export type ProseBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  /** A highlighted tip or warning beside the running text. */
  | { kind: 'note'; title?: string; text: string }
  | {
      kind: 'table';
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
    }
  /** Links to other pages of the shop (paths) or to mailto:/tel: addresses. */
  | { kind: 'links'; items: readonly { label: string; href: string }[] };

export interface ProseSection {
  /** Anchor id, when the heading cannot give one (a Hindi heading keeps its English anchor). */
  id?: string;
  heading: string;
  blocks: readonly ProseBlock[];
}

/** A policy or information page. */
export interface ProseDocument {
  /** The page's h1. */
  title: string;
  /** Meta description: one or two sentences. */
  description: string;
  /** The opening paragraph under the heading. */
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  updated: string;
  sections: readonly ProseSection[];
}

/** Words in the blocks, for reading-time estimates. */
export function wordCount(sections: readonly ProseSection[]): number {
  const texts: string[] = [];
  for (const section of sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      switch (block.kind) {
        case 'paragraph':
          texts.push(block.text);
          break;
        case 'note':
          texts.push(block.title ?? '', block.text);
          break;
        case 'list':
          texts.push(...block.items);
          break;
        case 'table':
          texts.push(block.caption, ...block.columns, ...block.rows.flat());
          break;
        case 'links':
          texts.push(...block.items.map((i) => i.label));
          break;
      }
    }
  }
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

/** Anchor id for a section heading: "Who we are" → "who-we-are". */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
