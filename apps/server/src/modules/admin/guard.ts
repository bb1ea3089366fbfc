import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { Permission } from '@shop/shared/admin/permissions';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { isStaff, type SessionUser, type StaffRole } from '@shop/shared/auth/user';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthenticatedError } from '../../lib/domain-errors';
import { assertPermitted } from './permissions';
import type { Actor } from './audit/repository';

/** Where the back office's API lives: every route under it is for staff only. */
export const BACK_OFFICE_PATH = '/api/admin/';

/**
 * Refuses every /api/admin route to guests (401) and to customers (403), before anything else the
 * route does. One onRoute hook on the root instance, registered before the modules, so a route a
 * module adds under /api/admin later cannot forget the check, whichever plugin registers it.
 */
export const backOfficeGuard = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(BACK_OFFICE_PATH)) return;
      route.onRequest = [staffOnly, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'back-office-guard' },
);

async function staffOnly(request: FastifyRequest): Promise<void> {
  adminOf(request);
}

/** The signed-in owner or member of staff, or the 401/403 the guard responds with. */
export function adminOf(request: FastifyRequest): SessionUser & { role: StaffRole } {
  const user = request.user;
  if (!user) throw new UnauthenticatedError('unauthenticated', AUTH_ERRORS.signInRequired);
  if (!isStaff(user)) throw new ForbiddenError('forbidden', ADMIN_ERRORS.staffOnly);
  return user;
}

/**
 * A route's early 403, before its body is read: `onRequest: requirePermission('refunds')`, so
 * a member of staff's bad body is still a 403. The service the route calls checks again; this
 * cannot loosen the rule, only respond sooner.
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    assertPermitted(adminOf(request).role, permission);
  };
}

/** Who the audit log names for this request's changes, with the role they acted in. */
export function actorOf(request: FastifyRequest): Actor {
  const admin = adminOf(request);
  return { id: admin.id, email: admin.email, role: admin.role };
}
