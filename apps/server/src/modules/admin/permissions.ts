import { can, PERMISSION_ERRORS, type Permission } from '@shop/shared/admin/permissions';
import type { StaffRole } from '@shop/shared/auth/user';
import { ForbiddenError } from '../../lib/domain-errors';

/**
 * The one permission check (ADR 070, ADR 092): refuses (403, saying why) a role that may not do
 * this. The back office's services call it first thing in each owner-only step, so an API route
 * and a page's action, which both call the service, are refused alike. A route may also name the
 * permission (guard.ts requirePermission) to refuse before it reads the body.
 */
export function assertPermitted(role: StaffRole | undefined, permission: Permission): void {
  if (role !== undefined && !can(role, permission)) {
    throw new ForbiddenError('forbidden', PERMISSION_ERRORS[permission]);
  }
}
