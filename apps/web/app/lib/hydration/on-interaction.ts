/**
 * Catalogue pages and /login hydrate on the shopper's first interaction (ADRs 112, 113). Their
 * HTML is the whole page, and every control in it works as a form or a link without JavaScript,
 * so the page's script (React, React Router and the page's modules: 140–180 KB gzip) is fetched
 * and run only when the shopper first touches, scrolls, moves the mouse or presses a key. Until
 * then nothing competes with the picture for the connection or the main thread. A tap that lands
 * before the script has run is the browser's own form post or link, as without JavaScript.
 *
 * How: a route asks for it in its `handle` (`HYDRATE_ON_INTERACTION`); the root marks the page's
 * `<html>` with `data-hydrate`, drops the message file's preload and writes `START_ON_INTERACTION`
 * as an inline script; the server then turns React Router's module script into a data block
 * carrying its modulepreload addresses (`deferHydration`), and that inline script turns it back
 * into a module script on the first interaction.
 */

/** The `handle` of a route whose page hydrates on the first interaction. */
export const HYDRATE_ON_INTERACTION = { hydrate: 'on-interaction' } as const;

/** The `<html>` attribute that marks such a page, read by the server's rewrite. */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';

/** The type of the data block that holds the page's module script until the first interaction. */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';

/** Whether any of the matched routes' handles asks for hydration on the first interaction. */
export function hydratesOnInteraction(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => {
    const handle = m.handle;
    return (
      typeof handle === 'object' &&
      handle !== null &&
      'hydrate' in handle &&
      handle.hydrate === HYDRATE_ON_INTERACTION.hydrate
    );
  });
}

/**
 * Runs in the page, before anything else of the shop's: on the first of these events it adds the
 * modulepreload links and puts the module script back, which fetches and runs the page's script.
 * Kept free of imports, of names from outside it and of comments inside it: its source is the
 * inline script. No 'scroll' among the events: the browser scrolls a page itself while it loads;
 * a finger's scroll starts with touchstart, a mouse's with wheel, a keyboard's with keydown. A
 * pointer move that moved nothing is not the shopper's: Chromium sends one after a layout to
 * whatever is under a resting pointer (at 0,0 in a headless browser). An
 * interaction while the page is still arriving waits for the whole page: the data block and
 * React Router's data scripts come after this script.
 */
function startOnInteraction(type: string) {
  const events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  const start = (event?: Event) => {
    if (
      event instanceof MouseEvent &&
      event.type === 'pointermove' &&
      !event.movementX &&
      !event.movementY
    )
      return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    const block = document.querySelector<HTMLScriptElement>(`script[type="${type}"]`);
    if (!block) return;
    for (const event of events) removeEventListener(event, start, true);
    for (const href of (block.dataset.modulepreload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = block.nonce;
    script.textContent = block.textContent;
    block.replaceWith(script);
  };
  for (const event of events) addEventListener(event, start, { capture: true, passive: true });
}

/**
 * The inline script's text (its hash is in the kept pages' CSP like every inline script's). The
 * server's build keeps its source as written; runs of white space are folded, which is safe here
 * as no string in it holds two spaces or a line break.
 */
export const START_ON_INTERACTION = `(${startOnInteraction.toString().replace(/\s+/g, ' ')})(${JSON.stringify(DEFERRED_MODULE_TYPE)})`;
