import type { Database } from '../../../db/database';
import { clearEmailFailures } from '../../auth/login-limits';
import {
  deleteUserSessions,
  findUserByEmail,
  insertUser,
  setPasswordHash,
} from '../../auth/repository';
import { insertAudit } from '../audit/repository';
import { setDisabled, setRole } from '../customers/repository';

/** How the audit log names changes made with `npm run admin:create`. */
export const COMMAND_LINE_ACTOR = { id: null, email: 'npm run admin:create' } as const;

export interface MadeAdmin {
  userId: number;
  /** False when an existing account was promoted. */
  created: boolean;
  /** True when the account had been disabled and is enabled again. */
  reenabled: boolean;
}

/**
 * Makes `email` an owner of the shop (ADR 070: owners may do everything in the back office,
 * including adding staff) with the given password hash, in one transaction: creates the
 * account, or promotes (and re-enables) an existing one. The account's sessions end, since its
 * password changed, and earlier failed logins are forgotten so it can log in at once.
 */
export async function makeAdmin(
  db: Database,
  email: string,
  passwordHash: string,
): Promise<MadeAdmin> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    const user = existing ?? (await insertUser(trx, { email, name: '', passwordHash }, now));
    await setRole(trx, user.id, 'owner', now);
    await setPasswordHash(trx, user.id, passwordHash, now);
    const reenabled = existing?.disabled_at != null;
    if (reenabled) await setDisabled(trx, user.id, null, now);
    await deleteUserSessions(trx, user.id);
    await clearEmailFailures(trx, email);
    await insertAudit(
      trx,
      COMMAND_LINE_ACTOR,
      {
        action: 'customer.make-admin',
        entity: 'customer',
        entityId: user.id,
        details: {
          email,
          role: 'owner',
          created: !existing,
          previousRole: existing?.role ?? null,
          reenabled,
        },
      },
      now,
    );
    return { userId: user.id, created: !existing, reenabled };
  });
}
