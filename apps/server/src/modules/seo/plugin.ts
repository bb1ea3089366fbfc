import type { FastifyInstance } from 'fastify';
import { seoRoutes } from './routes';

/** robots.txt and the sitemap, from the catalogue. */
export async function seoModule(app: FastifyInstance): Promise<void> {
  seoRoutes(app, { publicUrl: app.config.publicUrl, catalogue: app.catalogue });
}
