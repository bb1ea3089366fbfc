import { productIdSchema } from '@shop/shared/catalogue/query';
import { hideReviewSchema, replySchema, reviewInputSchema } from '@shop/shared/reviews/review';
import {
  moderatedReviewSchema,
  moderationPageSchema,
  moderationQuerySchema,
  myReviewSchema,
  productReviewsSchema,
  reviewPageQuerySchema,
} from '@shop/shared/reviews/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidForm, noBody } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import { actorOf } from '../admin/guard';
import type { ReviewService } from './service';

const tags = ['Reviews'];
const productParams = z.object({ id: productIdSchema });

/** Reading a product's reviews, and a customer writing or editing their own (ADR 051). */
export function reviewRoutes(app: FastifyInstance, reviews: ReviewService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A product's rating summary and approved reviews, newest first",
        params: productParams,
        querystring: reviewPageQuerySchema,
        response: { 200: productReviewsSchema, ...errorResponses },
      },
    },
    async (req) => reviews.forProduct(req.params.id, req.query.page),
  );

  api.get(
    '/api/products/:id/my-review',
    {
      schema: {
        tags,
        summary: 'The shopper’s own review of the product and whether they may write one',
        params: productParams,
        response: { 200: myReviewSchema, ...errorResponses },
      },
      preValidation: signedIn,
    },
    async (req) => reviews.mine(requireUser(req).user.id, req.params.id),
  );

  api.put(
    '/api/products/:id/my-review',
    {
      schema: {
        tags,
        summary: 'Write or edit a review (needs a delivered order with the product)',
        params: productParams,
        body: reviewInputSchema,
        response: { 200: myReviewSchema, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: invalidForm,
    },
    async (req) => reviews.save(requireUser(req).user.id, req.params.id, req.body),
  );
}

const tagsAdmin = ['Back office'];
const reviewParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const done = { 200: z.object({ review: moderatedReviewSchema }), ...errorResponses };

/** The back office's moderation of reviews: list, approve, hide with a reason, reply. */
export function adminReviewRoutes(admin: FastifyInstance, reviews: ReviewService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: tagsAdmin,
        summary: 'Reviews to moderate: pending first, then newest',
        querystring: moderationQuerySchema,
        response: { 200: moderationPageSchema, ...errorResponses },
      },
    },
    async (req) => reviews.moderation(req.query),
  );

  api.post(
    '/api/admin/reviews/:id/approve',
    {
      schema: {
        tags: tagsAdmin,
        summary: 'Publish a review',
        params: reviewParams,
        body: noBody.optional(),
        response: done,
      },
    },
    async (req) => ({ review: await reviews.approve(actorOf(req), req.params.id) }),
  );

  api.post(
    '/api/admin/reviews/:id/hide',
    {
      schema: {
        tags: tagsAdmin,
        summary: 'Hide a review for one of the published reasons',
        params: reviewParams,
        body: hideReviewSchema,
        response: done,
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => ({ review: await reviews.hide(actorOf(req), req.params.id, req.body.reason) }),
  );

  api.post(
    '/api/admin/reviews/:id/reply',
    {
      schema: {
        tags: tagsAdmin,
        summary: "The shop's public reply under a review",
        params: reviewParams,
        body: replySchema,
        response: done,
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => ({ review: await reviews.reply(actorOf(req), req.params.id, req.body.reply) }),
  );
}
