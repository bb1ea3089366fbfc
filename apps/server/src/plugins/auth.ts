import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import type { SessionUser } from '@shop/shared/auth/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { UnauthenticatedError } from '../lib/domain-errors';
import { sessionToken } from '../modules/auth/session-cookie';
import { resolveSession } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper, or null for a guest (and for static files, which are not looked up). */
    user: SessionUser | null;
    /** Id (token hash) of the session the request came with, when it is valid. */
    sessionId: string | null;
  }
}

// Static files never need to know who is asking. (Matched by folder, not by extension: React
// Router's data requests such as /account.data are pages and must see the session.)
const STATIC_FILE = /^\/(?:assets|images|uploads)\/|^\/favicon\.svg$/;

/** Resolves the session cookie of every page and API request into `request.user`. */
export function registerAuth(app: FastifyInstance, db: Database): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionToken(request);
    if (!token) return;
    const path = request.url.split('?')[0]!;
    if (STATIC_FILE.test(path)) return;
    const session = await resolveSession(db, token, new Date());
    if (!session) return;
    request.user = session.user;
    request.sessionId = session.id;
  });
  // Whatever shows a signed-in shopper (a page with their name, their profile or cart) must
  // never be kept by a shared cache or served to someone else.
  app.addHook('onSend', async (request, reply) => {
    if (request.user || request.url.startsWith('/api/auth/')) {
      reply.header('cache-control', 'private, no-store');
    }
  });
}

/** The signed-in user and their session, or a 401 with the shop's "please login" text. */
export function requireUser(request: FastifyRequest): { user: SessionUser; sessionId: string } {
  if (!request.user || !request.sessionId) {
    throw new UnauthenticatedError('unauthenticated', AUTH_ERRORS.signInRequired);
  }
  return { user: request.user, sessionId: request.sessionId };
}

/**
 * Route hook (preValidation) for routes that need a signed-in shopper: a guest gets the 401 before
 * the request's body or query is judged, as they always have.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
