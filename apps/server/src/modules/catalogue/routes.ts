import {
  productIdSchema,
  productListQuerySchema,
  productLookupQuerySchema,
} from '@shop/shared/catalogue/query';
import {
  brandCountSchema,
  categoryCountSchema,
  productDetailSchema,
  productPageSchema,
  productSchema,
} from '@shop/shared/catalogue/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@shop/shared/i18n/language';
import { notFound } from '../../lib/http-error';
import { JSON_TYPE, JsonCache } from '../../lib/json-cache';
import { errorResponses } from '../../lib/route-contracts';
import { keptBytes } from '../../plugins/delivery';
import type { KeptJsonFinder } from '../../plugins/front-door';
import type { CatalogueService } from './service';

const tags = ['Catalogue'];

/** Catalogue answers kept as JSON: the lists, searches and pages shoppers ask most. */
const ANSWERS_KEPT = 1_000;

/**
 * The catalogue's routes; returns where their kept answers are found by URL, for the front door
 * (plugins/front-door.ts): only answers made, at the revision known to be current.
 */
export function catalogueRoutes(app: FastifyInstance, catalogue: CatalogueService): KeptJsonFinder {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const kept = new JsonCache(ANSWERS_KEPT);
  /**
   * The answer for this URL at the catalogue's current revision: made (and checked against the
   * route's schema by `reply.serialize`) and tagged once per revision, then sent as the same bytes.
   */
  const keptAnswer = async (
    req: FastifyRequest,
    reply: FastifyReply,
    make: () => Promise<unknown>,
  ): Promise<FastifyReply> => {
    const key = `${await catalogue.revision()}\n${req.url}`;
    const { copies, etag } = await kept.get(key, req.metricsRoute, async () =>
      String(reply.serialize(await make())),
    );
    // The tag made with the bytes: @fastify/etag keeps a tag already set instead of hashing again.
    reply.type(JSON_TYPE).header('etag', etag);
    return reply.send(await keptBytes(req, reply, copies));
  };

  api.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'List products: filter, search, sort and page',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errorResponses },
      },
    },
    async (req, reply) => keptAnswer(req, reply, () => catalogue.list(req.query)),
  );

  api.get(
    '/api/products/lookup',
    {
      schema: {
        tags,
        summary: 'Products by id (unknown and hidden ones left out)',
        querystring: productLookupQuerySchema,
        response: { 200: z.object({ items: z.array(productSchema) }), ...errorResponses },
      },
    },
    async (req) => ({ items: await catalogue.lookup(req.query.ids) }),
  );

  api.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with related products',
        params: z.object({ id: productIdSchema }),
        querystring: z.object({
          lang: z.enum(LANGUAGES).default('en').meta({
            description:
              'hi: each text in Hindi where written, else the English marked in `lang` (ADR 108)',
          }),
        }),
        response: { 200: productDetailSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      // Kept by the whole URL, so each language's answer is kept apart.
      keptAnswer(req, reply, async () => {
        const detail = await catalogue.detail(req.params.id, req.query.lang);
        if (!detail) throw notFound(`No product with id ${req.params.id}`);
        return detail;
      }),
  );

  api.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'Categories with their product counts',
        response: { 200: z.object({ items: z.array(categoryCountSchema) }), ...errorResponses },
      },
    },
    async (req, reply) =>
      keptAnswer(req, reply, async () => ({ items: await catalogue.categories() })),
  );

  api.get(
    '/api/brands',
    {
      schema: {
        tags,
        summary: 'Brands with their product counts',
        response: { 200: z.object({ items: z.array(brandCountSchema) }), ...errorResponses },
      },
    },
    async (req, reply) => keptAnswer(req, reply, async () => ({ items: await catalogue.brands() })),
  );

  return (url) => {
    const revision = catalogue.freshRevision();
    return revision === undefined ? undefined : kept.settled(`${revision}\n${url}`);
  };
}
