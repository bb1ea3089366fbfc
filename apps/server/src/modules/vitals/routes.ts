import {
  templateVitalsSchema,
  vitalsBatchSchema,
  vitalsStoredSchema,
} from '@shop/shared/vitals/web-vitals-schema';
import { VITALS_ENDPOINT } from '@shop/shared/vitals/web-vitals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/route-contracts';
import type { VitalsService } from './service';

/** A beacon's batch is a few hundred bytes; thirty reports fit well under this. */
const BEACON_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/vitals, where pages send their measurements, and the back office's figures. Runs in
 * its own scope so that its text/plain parser (a beacon's string body, ADR 100) stays here.
 */
export async function vitalsRoutes(scope: FastifyInstance, vitals: VitalsService): Promise<void> {
  // navigator.sendBeacon(url, string) sends text/plain: a CORS-safelisted type, so the browser
  // sends it without a preflight. Read as JSON, as an application/json body would be.
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body.toString()));
    } catch {
      done(new HttpError(400, 'bad_request', 'The body is not JSON.'), undefined);
    }
  });

  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    VITALS_ENDPOINT,
    {
      bodyLimit: BEACON_BODY_LIMIT,
      // A beacon cannot set X-Requested-With; where it comes from is still checked (plugins/csrf).
      config: { csrf: 'origin' },
      schema: {
        tags: ['Web vitals'],
        summary: 'Store Core Web Vitals measured on a page (sampled, no personal data)',
        body: vitalsBatchSchema,
        response: { 200: vitalsStoredSchema, ...errorResponses },
      },
    },
    async (req) => ({ stored: await vitals.receive(req.body, req.ip) }),
  );

  app.get(
    '/api/admin/web-vitals',
    {
      schema: {
        tags: ['Back office'],
        summary: '75th percentile of LCP, INP and CLS per page template, last 7 days',
        response: { 200: templateVitalsSchema, ...errorResponses },
      },
    },
    async () => vitals.p75ByTemplate(),
  );
}
