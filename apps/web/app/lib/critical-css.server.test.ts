import { describe, expect, it } from 'vitest';
import {
  criticalCss,
  FIRST_SCREEN_BYTES,
  firstScreenClasses,
  INLINE_LIMIT,
  withPageStyles,
} from './critical-css.server';

// Shaped as Tailwind v4 writes a stylesheet: the layer order, layers, media queries, @property.
const SHEET = [
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-brand:#1d4ed8;--spacing:.25rem;--unused:1px}}',
  '@layer base{*,:after,:before{box-sizing:border-box}body{margin:0}}',
  '@layer components{.card{padding:calc(var(--spacing)*2)}.footer-grid{display:grid}}',
  '@layer utilities{.flex{display:flex}.text-brand{color:var(--color-brand)}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.shadow{--tw-shadow:0 1px #0000;box-shadow:var(--tw-shadow)}',
  '.animate-spin{animation:var(--animate-spin)}',
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('criticalCss', () => {
  it('keeps the rules of the classes named, their variables and @property, in their layers', () => {
    const css = criticalCss(SHEET, new Set(['card', 'flex', 'text-brand', 'shadow', 'sm:grid']));
    expect(css).toBe(
      '@layer theme,base,components,utilities;' +
        '@layer theme{:root,:host{--color-brand:#1d4ed8;--spacing:.25rem}}' +
        '@layer base{*,:after,:before{box-sizing:border-box}body{margin:0}}' +
        '@layer components{.card{padding:calc(var(--spacing)*2)}}' +
        '@layer utilities{.flex{display:flex}.text-brand{color:var(--color-brand)}' +
        '.shadow{--tw-shadow:0 1px #0000;box-shadow:var(--tw-shadow)}' +
        '@media (min-width:40rem){.sm\\:grid{display:grid}}}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });

  it('leaves hover and focus states to the stylesheet', () => {
    expect(criticalCss(SHEET, new Set(['hover:underline']))).not.toContain('underline');
  });
});

describe('firstScreenClasses', () => {
  it('reads the header and the start of main, not what comes far below', () => {
    const html =
      '<html><head><title class="no">x</title></head><body><header class="flex">' +
      '<main class="card">' +
      'x'.repeat(FIRST_SCREEN_BYTES) +
      '<footer class="footer-grid"></footer></body></html>';
    expect([...firstScreenClasses(html)]).toEqual(['flex', 'card']);
  });

  it('reads an overlay drawn over the first screen wherever it sits', () => {
    const html =
      '<html><body><main class="card">' +
      'x'.repeat(FIRST_SCREEN_BYTES) +
      '<footer class="footer-grid"></footer>' +
      '<aside data-first-screen class="fixed"><a class="scale-0">chat</a></aside></body></html>';
    expect([...firstScreenClasses(html)]).toEqual(['card', 'fixed', 'scale-0']);
  });
});

describe('withPageStyles', () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><title>t</title></head><body><main class="flex">${body}</main></body></html>`;

  it('writes the first screen CSS into the head of a page that stays within the limit', () => {
    const html = withPageStyles(page(''), SHEET, '/assets/shell.css');
    expect(html).toContain('<style>@layer theme,base,components,utilities;');
    expect(html).toContain('.flex{display:flex}}</style></head>');
    expect(html).not.toContain('<link');
  });

  it('links the stylesheet in the head of a page the CSS would take past the limit', () => {
    const html = withPageStyles(page('x'.repeat(INLINE_LIMIT)), SHEET, '/assets/shell.css');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/></head>');
    expect(html).not.toContain('<style>');
  });

  it('disables the body’s own link under a head that links the sheet, and keeps it otherwise', () => {
    const body = (text: string) =>
      page(text).replace('</body>', '<link rel="stylesheet" href="/assets/shell.css"/></body>');
    const linked = withPageStyles(body('x'.repeat(INLINE_LIMIT)), SHEET, '/assets/shell.css');
    expect(linked.match(/<link rel="stylesheet"/g)).toHaveLength(2);
    expect(linked).toContain(
      '<link rel="stylesheet" href="/assets/shell.css" disabled=""/></body>',
    );
    const inlined = withPageStyles(body(''), SHEET, '/assets/shell.css');
    expect(inlined).toContain('<link rel="stylesheet" href="/assets/shell.css"/></body>');
    expect(inlined).not.toContain('disabled');
  });
});
