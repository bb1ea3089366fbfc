import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { browserCatalogue } from '@shop/shared/i18n/catalogue';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { provideMessages } from './lib/i18n/i18n';
import { NonceContext } from './lib/nonce';
import { withPageStyles } from './lib/critical-css.server';
import { deferHydration } from './lib/hydration/defer.server';
import stylesheetCss from './app.css?inline';
import stylesheetHref from './app.css?url';

export const streamTimeout = 5_000;

// Pages render with the same messages the browser fetches (ADR 107).
provideMessages((lang) => browserCatalogue(lang).messages);

/**
 * Renders the whole page before sending it (onAllReady), so every page's HTML carries its
 * content and metadata for crawlers and for shoppers without JavaScript.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(pageContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // The page is sent whole (onAllReady), so React must never move a finished Suspense
        // boundary (a lazy island, ADR 029) to the end of the HTML behind a script: shoppers
        // without JavaScript would get its fallback instead of the footer.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The page is whole now: its bytes are gathered into one body, not passed through a
          // Node stream and a web stream chunk by chunk (the server reads it whole anyway).
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                clearTimeout(timer);
                const html = withPageStyles(
                  deferHydration(Buffer.concat(chunks).toString()),
                  stylesheetCss,
                  stylesheetHref,
                );
                resolve(
                  new Response(html, {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  }),
                );
                done();
              },
              destroy(error, done) {
                clearTimeout(timer);
                if (error) reject(error);
                done(error);
              },
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // Cleared once the page is whole or failed (React calls back only after this line has run):
    // a timer left running holds the render, its every element and chunk, for six seconds after
    // it was sent, so under load each page's garbage was copied into the old generation.
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
