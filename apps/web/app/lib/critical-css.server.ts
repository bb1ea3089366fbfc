import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

/**
 * The first screen's CSS, written into the page's head, so the picture and the text above the fold
 * are drawn from the HTML alone; the whole stylesheet follows at the end of the body, where it
 * blocks nothing (ADR 109). "The first screen" is the HTML from the start of the body to
 * FIRST_SCREEN_BYTES past the start of `<main>`: the header, the page's title and its first
 * rows. A rule is kept when every class its selector names appears there; rules naming no class
 * (the reset, the page's base) always are. Custom properties and `@property` rules are kept when a
 * kept rule uses them. Everything else arrives with the stylesheet.
 */
export const FIRST_SCREEN_BYTES = 8_000;

interface Leaf {
  /** The at-rules around the rule, outermost first (`@layer utilities`, `@media (…)`). */
  wrappers: string[];
  /** Each selector of the rule with the class names it needs (none: it always applies). */
  selectors: { selector: string; classes: string[] }[];
  /** `{…}`: the declarations, or a whole `@keyframes` when selectors is empty. */
  body: string;
  /** A `@keyframes`' name: kept when a kept rule names it. */
  animation?: string;
}

interface Sheet {
  layerOrder: string;
  leaves: Leaf[];
  /** `@property --name {…}` by name. */
  properties: Map<string, string>;
  /** The theme's custom properties (`:root,:host{--x:…}`), each with its layer wrappers. */
  variables: { wrappers: string[]; selector: string; declarations: Map<string, string> }[];
}

const INTERACTION = /:(hover|focus|focus-visible|focus-within|active)\b/;
const CLASS = /\.((?:\\.|[\w-])+)/g;
const VARIABLE = /--[\w-]+/g;

/** The class names a selector's compound parts need, unescaped (`.md\:flex` → `md:flex`). */
function selectorClasses(selector: string): string[] | undefined {
  // States a shopper brings about (hover, focus, a press) come after the first paint, and so does
  // the stylesheet that has them.
  if (INTERACTION.test(selector)) return undefined;
  // `:not(.x)` and `:has(.x)` do not need `.x` on the page for the rule to apply.
  const required = selector.replace(/:(not|has)\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...required.matchAll(CLASS)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
}

function atRuleHead(node: AtRule): string {
  return `@${node.name}${node.params ? ` ${node.params}` : ''}`;
}

function readSheet(css: string): Sheet {
  const sheet: Sheet = { layerOrder: '', leaves: [], properties: new Map(), variables: [] };
  const visit = (nodes: ChildNode[], wrappers: string[]) => {
    for (const node of nodes) {
      if (node.type === 'atrule') {
        if (node.name === 'layer' && !node.nodes) sheet.layerOrder ||= `${node.toString()};`;
        else if (node.name === 'property') sheet.properties.set(node.params, node.toString());
        // The `properties` layer repeats @property's values for browsers without it.
        else if (node.name === 'layer' && node.params === 'properties') continue;
        else if (node.name === 'keyframes') sheet.leaves.push(keyframes(node, wrappers));
        else if (node.nodes) visit(node.nodes, [...wrappers, atRuleHead(node)]);
      } else if (node.type === 'rule') {
        leafOrVariables(node, wrappers, sheet);
      }
    }
  };
  visit(postcss.parse(css).nodes, []);
  return sheet;
}

function keyframes(node: AtRule, wrappers: string[]): Leaf {
  return { wrappers, selectors: [], body: node.toString(), animation: node.params };
}

function leafOrVariables(rule: Rule, wrappers: string[], sheet: Sheet) {
  const onlyVariables =
    rule.nodes.length > 0 && rule.nodes.every((d) => d.type === 'decl' && d.prop.startsWith('--'));
  if (onlyVariables && !rule.selector.includes('.')) {
    const declarations = new Map<string, string>();
    rule.each((d) => {
      if (d.type === 'decl') declarations.set(d.prop, d.toString());
    });
    sheet.variables.push({ wrappers, selector: rule.selector, declarations });
    return;
  }
  // A selector list applies when any of its selectors does: the kept ones share the body.
  sheet.leaves.push({
    wrappers,
    selectors: rule.selectors.flatMap((selector) => {
      const classes = selectorClasses(selector);
      return classes ? [{ selector, classes }] : [];
    }),
    body: rule.toString().slice(rule.selector.length),
  });
}

/** Leaves written in order, neighbours under the same at-rules sharing one wrapper. */
function write(leaves: { wrappers: string[]; css: string }[]): string {
  let out = '';
  let open: string[] = [];
  for (const { wrappers, css } of leaves) {
    let same = 0;
    while (same < open.length && same < wrappers.length && open[same] === wrappers[same]) same++;
    out += '}'.repeat(open.length - same);
    for (const w of wrappers.slice(same)) out += `${w}{`;
    open = wrappers;
    out += css;
  }
  return out + '}'.repeat(open.length);
}

let parsed: { css: string; sheet: Sheet } | undefined;
const kept = new Map<string, string>();
const KEPT_MAX = 200;

/** The CSS the given class names need, from the whole stylesheet `css`. */
export function criticalCss(css: string, classes: Set<string>): string {
  if (parsed?.css !== css) {
    parsed = { css, sheet: readSheet(css) };
    kept.clear();
  }
  const key = [...classes].sort().join(' ');
  const known = kept.get(key);
  if (known !== undefined) return known;
  const { sheet } = parsed;
  const rules: { wrappers: string[]; css: string }[] = [];
  const animations: Leaf[] = [];
  for (const leaf of sheet.leaves) {
    if (leaf.animation) animations.push(leaf);
    const applying = leaf.selectors
      .filter((s) => s.classes.every((c) => classes.has(c)))
      .map((s) => s.selector);
    if (applying.length) rules.push({ wrappers: leaf.wrappers, css: applying.join() + leaf.body });
  }
  for (const a of animations) {
    if (rules.some((r) => r.css.includes(a.animation!)))
      rules.push({ wrappers: a.wrappers, css: a.body });
  }
  const used = new Set<string>();
  const collect = (text: string) => {
    for (const m of text.matchAll(VARIABLE)) used.add(m[0]);
  };
  for (const l of rules) collect(l.css);
  // Variables that name other variables (`--text-sm--line-height: calc(…)`), a few levels deep.
  for (let depth = 0; depth < 3; depth++) {
    for (const group of sheet.variables) {
      for (const [name, decl] of group.declarations) if (used.has(name)) collect(decl);
    }
  }
  const variables = sheet.variables.flatMap(({ wrappers, selector, declarations }) => {
    const decls = [...declarations].filter(([name]) => used.has(name)).map(([, d]) => d);
    return decls.length ? [{ wrappers, css: `${selector}{${decls.join(';')}}` }] : [];
  });
  const properties = [...sheet.properties]
    .filter(([name]) => used.has(name))
    .map(([, text]) => text);
  const result = sheet.layerOrder + write([...variables, ...rules]) + properties.join('');
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(key, result);
  return result;
}

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

/** An element drawn over the first screen wherever it sits in the HTML (`data-first-screen`). */
const OVERLAY = /<(\w+)\b[^>]*\bdata-first-screen\b[^>]*>[\s\S]*?<\/\1>/g;

/**
 * The class names used on the first screen of a page's HTML: from the body's start to a little
 * past the start of `<main>`, and inside any overlay (a fixed button at the end of the page would
 * otherwise show unstyled until the stylesheet arrives).
 */
export function firstScreenClasses(html: string): Set<string> {
  const bodyAt = html.indexOf('<body');
  const mainAt = html.indexOf('<main', bodyAt);
  const end = mainAt < 0 ? html.length : mainAt + FIRST_SCREEN_BYTES;
  const classes = new Set<string>();
  const parts = [html.slice(Math.max(bodyAt, 0), end), ...(html.slice(end).match(OVERLAY) ?? [])];
  for (const m of parts.join('').matchAll(CLASS_ATTRIBUTE)) {
    for (const c of m[1]!.split(/\s+/)) if (c) classes.add(c.replace(/&amp;/g, '&'));
  }
  return classes;
}

/**
 * A page's HTML carries its first screen's CSS only while it stays within INLINE_LIMIT bytes: past
 * that the HTML itself takes more round trips than the stylesheet it would spare, and its budget
 * (ADR 093) says how much a page may weigh. Such a page asks for the stylesheet in its head.
 */
export const INLINE_LIMIT = 80 * 1024;

/**
 * The page with, at the end of its head, its first screen's CSS in a `<style>` or, when that
 * would take it past INLINE_LIMIT, a render-blocking link to the whole stylesheet. The page's
 * body ends with that link in any case (root.tsx), where it blocks nothing. Under a head that
 * links the stylesheet, the body's link is marked `disabled`: a second link to a sheet already
 * applied made the browser restyle every element of the page once more when it reached it, the
 * longest task of /products' load. It stays in the page, so React hydrates the body as rendered.
 */
export function withPageStyles(html: string, css: string, href: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const critical = criticalCss(css, firstScreenClasses(html));
  const inline = `<style>${critical}</style>`;
  if (Buffer.byteLength(html) + Buffer.byteLength(inline) <= INLINE_LIMIT) {
    return html.slice(0, headEnd) + inline + html.slice(headEnd);
  }
  const link = `<link rel="stylesheet" href="${href}"/>`;
  const bodyLink = html.lastIndexOf(link);
  const body =
    bodyLink > headEnd
      ? html.slice(headEnd, bodyLink) +
        `<link rel="stylesheet" href="${href}" disabled=""/>` +
        html.slice(bodyLink + link.length)
      : html.slice(headEnd);
  return html.slice(0, headEnd) + link + body;
}
