import fp from 'fastify-plugin';
import { adminReviewRoutes, reviewRoutes } from './routes';
import { ReviewService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewService;
  }
}

/** Shoppers' reviews and their moderation in the back office. */
export const reviewModule = fp(
  async (app) => {
    const { catalogue } = app;
    const reviews = new ReviewService(app.db, () => catalogue.revision());
    app.decorate('reviews', reviews);
    reviewRoutes(app, reviews);
    adminReviewRoutes(app, reviews);
  },
  { name: 'reviews', dependencies: ['catalogue'] },
);
