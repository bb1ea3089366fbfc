import fp from 'fastify-plugin';
import { ratePolicies } from './policies';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in and sign-up limits (ADR 087), which auth applies and the back office clears. */
    ratePolicies: ReturnType<typeof ratePolicies>;
  }
}

export const rateLimitModule = fp(
  async (app) => {
    app.decorate(
      'ratePolicies',
      ratePolicies(
        app.config.signupLimits,
        app.config.webVitals.perIpPerHour,
        app.config.contactPerIpPerHour,
      ),
    );
  },
  { name: 'rate-limit' },
);
