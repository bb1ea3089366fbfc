import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer.server';
import {
  DEFERRED_MODULE_TYPE,
  HYDRATE_ATTRIBUTE,
  hydratesOnInteraction,
  START_ON_INTERACTION,
} from './on-interaction';

// React Router's markup as React writes it: the modulepreload links hoisted into the head, the
// module script in the body.
const page = (html: string) =>
  `<!DOCTYPE html><html lang="en-IN"${html}><head><meta charSet="utf-8"/>` +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="abc"/>' +
  '<link rel="preload" as="image" href="/images/p1.svg"/></head><body><main>…</main>' +
  '<script nonce="abc">window.__reactRouterContext = {};</script>' +
  '<script nonce="abc" type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>' +
  '</body></html>';

describe('deferHydration', () => {
  it('leaves a page that hydrates at once as it is', () => {
    const html = page('');
    expect(deferHydration(html)).toBe(html);
  });

  it('takes the modulepreload links out and makes the module script a data block carrying them', () => {
    const html = deferHydration(page(` ${HYDRATE_ATTRIBUTE}="on-interaction"`));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="preload" as="image" href="/images/p1.svg"/>');
    expect(html).toContain(
      `<script nonce="abc" type="${DEFERRED_MODULE_TYPE}" data-modulepreload="/assets/manifest-1.js /assets/entry.client-2.js">import "/assets/manifest-1.js";`,
    );
    // A data block may not carry async (HTML's script element).
    expect(html).not.toContain('async');
  });

  it('does not read the marker from the body, where a product text could carry it', () => {
    const html = page('').replace(
      '<main>…</main>',
      `<main>${HYDRATE_ATTRIBUTE}="on-interaction"</main>`,
    );
    expect(deferHydration(html)).toBe(html);
  });
});

describe('hydratesOnInteraction', () => {
  it('is true when any matched route asks for it in its handle', () => {
    expect(
      hydratesOnInteraction([{ handle: undefined }, { handle: { hydrate: 'on-interaction' } }]),
    ).toBe(true);
    expect(hydratesOnInteraction([{ handle: undefined }, { handle: { other: 1 } }])).toBe(false);
  });
});

describe('START_ON_INTERACTION', () => {
  it('is one line of script that parses, naming the data block it starts', () => {
    expect(START_ON_INTERACTION).not.toMatch(/\n| {2}/);
    expect(() => new Function(START_ON_INTERACTION)).not.toThrow();
    expect(START_ON_INTERACTION).toContain(JSON.stringify(DEFERRED_MODULE_TYPE));
  });
});
