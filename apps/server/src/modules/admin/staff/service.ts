import crypto from 'node:crypto';
import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import {
  STAFF_ERRORS,
  type AddStaff,
  type StaffAdded,
  type StaffMember,
} from '@shop/shared/admin/staff';
import type { StaffRole } from '@shop/shared/auth/user';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../lib/domain-errors';
import {
  deleteUserSessions,
  findUserByEmail,
  insertPasswordReset,
  insertUser,
} from '../../auth/repository';
import { hashPassword } from '../../auth/passwords';
import { tokenHash } from '../../auth/sessions';
import type { EmailService } from '../../email/service';
import { insertAudit, type Actor } from '../audit/repository';
import { assertPermitted } from '../permissions';
import { setRole } from '../customers/repository';
import { staffInviteEmail } from './emails';
import * as repo from './repository';

/** How long the set-password link of a new staff account works. */
export const STAFF_INVITE_DAYS = 7;

const missing = (id: number) => new NotFoundError(STAFF_ERRORS.notFound(id));
const lastOwner = () => new ConflictError('last_owner', STAFF_ERRORS.lastOwner);

/**
 * The back office's accounts (ADR 070), for owners: who has access, adding someone, switching
 * between staff and owner, and taking access away. The shop always keeps one owner. Each change
 * is one transaction with its audit entry; the role is read on every request, so it applies at
 * once.
 */
export class StaffService {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly publicUrl: string,
  ) {}

  list(actor: Actor): Promise<StaffMember[]> {
    assertPermitted(actor.role, 'staff.manage');
    return repo.listStaff(this.db);
  }

  /**
   * Gives the account with this email back-office access. An existing customer account is
   * promoted as it is (its password stays); a new email gets an account whose password its
   * owner chooses through an emailed link (the password-reset page, valid STAFF_INVITE_DAYS).
   * Refused (conflict) when the account already has access.
   */
  async add(actor: Actor, input: AddStaff): Promise<StaffAdded> {
    assertPermitted(actor.role, 'staff.manage');
    const now = new Date();
    const token = crypto.randomBytes(32).toString('base64url');
    // Nobody knows this password: a new account is entered through the emailed link.
    const unusable = await hashPassword(crypto.randomBytes(32).toString('base64url'));
    const added = await this.db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, input.email);
      if (existing && (existing.role === 'owner' || existing.role === 'staff')) {
        throw new ConflictError('already_staff', STAFF_ERRORS.alreadyStaff(existing.role));
      }
      const user =
        existing ??
        (await insertUser(trx, { email: input.email, name: '', passwordHash: unusable }, now));
      await setRole(trx, user.id, input.role, now);
      if (!existing) {
        const expires = new Date(now.getTime() + STAFF_INVITE_DAYS * 24 * 60 * 60_000);
        await insertPasswordReset(trx, { id: tokenHash(token), userId: user.id }, now, expires);
        const link = `${this.publicUrl}/reset-password?token=${token}`;
        const mail = staffInviteEmail(input.role, actor.email, link, STAFF_INVITE_DAYS);
        await this.email.send({ to: user.email, ...mail }, trx);
      }
      await insertAudit(
        trx,
        actor,
        {
          action: 'staff.add',
          entity: 'customer',
          entityId: user.id,
          details: { email: user.email, role: input.role, created: !existing },
        },
        now,
      );
      return { id: user.id, invited: !existing };
    });
    if (added.invited) this.email.wake();
    return { member: await this.get(added.id), invited: added.invited };
  }

  /** Makes a member of staff an owner or an owner staff; never the shop's last owner. */
  async changeRole(actor: Actor, id: number, role: StaffRole): Promise<StaffMember> {
    assertPermitted(actor.role, 'staff.manage');
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const owners = await repo.lockAndCountOwners(trx, now);
      const before = await repo.findStaff(trx, id);
      if (!before) throw missing(id);
      if (before.role === role)
        throw new ConflictError('same_role', STAFF_ERRORS.alreadyStaff(role));
      if (before.role === 'owner' && owners <= 1) throw lastOwner();
      await setRole(trx, id, role, now);
      await insertAudit(
        trx,
        actor,
        {
          action: 'staff.role',
          entity: 'customer',
          entityId: id,
          details: { email: before.email, role: { from: before.role, to: role } },
        },
        now,
      );
    });
    return this.get(id);
  }

  /**
   * Takes back-office access away: the account is a customer again (its orders and password
   * stay) and its sessions end, so an open back-office tab stops at once. Never the last owner.
   */
  async revoke(actor: Actor, id: number): Promise<void> {
    assertPermitted(actor.role, 'staff.manage');
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const owners = await repo.lockAndCountOwners(trx, now);
      const before = await repo.findStaff(trx, id);
      if (!before) throw missing(id);
      if (before.role === 'owner' && owners <= 1) throw lastOwner();
      await setRole(trx, id, 'customer', now);
      const endedSessions = await deleteUserSessions(trx, id);
      await insertAudit(
        trx,
        actor,
        {
          action: 'staff.revoke',
          entity: 'customer',
          entityId: id,
          details: {
            email: before.email,
            role: { from: before.role, to: 'customer' },
            endedSessions,
          },
        },
        now,
      );
    });
  }

  private async get(id: number): Promise<StaffMember> {
    const member = await repo.findStaff(this.db, id);
    if (!member) throw new NotFoundError(ADMIN_ERRORS.customerNotFound(id));
    return member;
  }
}
