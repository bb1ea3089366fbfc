import type { FastifyInstance } from 'fastify';
import { browserCatalogue } from '@shop/shared/i18n/catalogue';
import { isLanguage } from '@shop/shared/i18n/language';
import { notFound } from '../lib/http-error';
import { JSON_TYPE } from '../lib/json-cache';

/** A message file's name: the language and the catalogue's version, `hi.1x2y3z.json`. */
const FILE = /^([a-z]{2})\.([0-9a-z]{1,13})\.json$/;

/** A year: the version in the address changes whenever a message does (RFC 9111 max-age). */
const KEPT = 'public, max-age=31536000, immutable';

/**
 * The browser's messages of each language (ADR 107) at /i18n/<lang>.<version>.json: fetched once
 * by the first page a shopper opens in that language and kept, rather than sent again inside
 * every page's HTML. Another version (a page kept from before a deploy) gets today's messages,
 * not kept, so that page still starts.
 */
export function registerMessageFiles(app: FastifyInstance): void {
  const bodies = new Map<string, string>();
  app.get<{ Params: { file: string } }>('/i18n/:file', async (request, reply) => {
    const [, lang, version] = FILE.exec(request.params.file) ?? [];
    if (!isLanguage(lang)) throw notFound(`No message file ${request.params.file}`);
    const catalogue = browserCatalogue(lang);
    let body = bodies.get(lang);
    if (body === undefined) {
      body = JSON.stringify(catalogue.messages);
      bodies.set(lang, body);
    }
    return reply
      .header('cache-control', version === catalogue.version ? KEPT : 'no-cache')
      .type(JSON_TYPE)
      .send(body);
  });
}
