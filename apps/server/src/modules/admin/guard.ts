import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import type { SessionUser } from '@shop/shared/auth/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthenticatedError } from '../../lib/domain-errors';
import type { Actor } from './audit/repository';

/**
 * Refuses every route of the scope to guests (401) and to customers (403). One hook on the
 * back office's plugin scope, so a route added there later cannot forget the check.
 */
export function registerAdminGuard(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    adminOf(request);
  });
}

/** The signed-in member of staff, or the 401/403 the guard answers with. */
export function adminOf(request: FastifyRequest): SessionUser {
  const user = request.user;
  if (!user) throw new UnauthenticatedError('unauthenticated', AUTH_ERRORS.signInRequired);
  if (user.role !== 'admin') throw new ForbiddenError('forbidden', ADMIN_ERRORS.staffOnly);
  return user;
}

/** Who the audit log names for this request's changes. */
export function actorOf(request: FastifyRequest): Actor {
  const admin = adminOf(request);
  return { id: admin.id, email: admin.email };
}
