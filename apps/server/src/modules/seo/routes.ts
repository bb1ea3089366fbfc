import { MAX_PAGE_SIZE } from '@shop/shared/catalogue/filters';
import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from '../catalogue/service';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/** Ids of every visible product, read page by page through the catalogue's own listing. */
async function visibleProductIds(catalogue: CatalogueService): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await catalogue.list({ sort: 'featured', page, pageSize: MAX_PAGE_SIZE });
    ids.push(...result.items.map((p) => p.id));
    if (page >= result.pageCount) break;
  }
  return ids.sort((a, b) => a - b);
}

/** /sitemap.xml and /robots.txt, with absolute URLs on PUBLIC_URL. */
export function seoRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string; catalogue: CatalogueService },
): void {
  app.get('/sitemap.xml', async (_req, reply) => {
    const xml = sitemapXml(opts.publicUrl, sitemapEntries(await visibleProductIds(opts.catalogue)));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(opts.publicUrl)),
  );
}
