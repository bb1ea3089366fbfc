import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { CatalogueService } from '../catalogue/service';
import {
  pageEntries,
  productEntries,
  robotsTxt,
  sitemapFiles,
  sitemapIndexXml,
  sitemapXml,
} from './sitemap';

// Sent as bytes: a file's text (680 KB of 10,000 addresses) is encoded once, not for its ETag
// and again for the socket.
const sendXml = (reply: FastifyReply, xml: string) =>
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(Buffer.from(xml));

/**
 * /sitemap.xml (a sitemap index), its files and /robots.txt, with absolute URLs on PUBLIC_URL.
 * The products are split over files of at most 50,000 addresses, as the protocol allows.
 */
export function seoRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string; catalogue: CatalogueService },
): void {
  const { publicUrl, catalogue } = opts;

  app.get('/sitemap.xml', async (_req, reply) => {
    const ids = await catalogue.visibleIds();
    return sendXml(reply, sitemapIndexXml(publicUrl, sitemapFiles(ids.length)));
  });

  app.get('/sitemap-pages.xml', async (_req, reply) =>
    sendXml(reply, sitemapXml(publicUrl, pageEntries())),
  );

  app.get<{ Params: { n: string } }>('/sitemap-products-:n(^\\d{1,4}).xml', async (req, reply) => {
    const ids = await catalogue.visibleIds();
    const entries = productEntries(ids, Number(req.params.n));
    if (Number(req.params.n) < 1 || entries.length === 0) {
      throw notFound(`No sitemap ${req.url}`);
    }
    return sendXml(reply, sitemapXml(publicUrl, entries));
  });

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(publicUrl)),
  );
}
