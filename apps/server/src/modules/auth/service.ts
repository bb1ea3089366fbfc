import crypto from 'node:crypto';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import type {
  ChangePasswordInput,
  LoginInput,
  ResetPasswordInput,
  SignupInput,
} from '@shop/shared/auth/schemas';
import { emailDomain, mailboxOf, signupLimitText } from '@shop/shared/auth/signup-limits';
import type { SessionUser } from '@shop/shared/auth/user';
import type { Database } from '../../db/database';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  RateLimitedError,
  UnauthenticatedError,
} from '../../lib/domain-errors';
import type { EmailService } from '../email/service';
import { takeHits, type RatePolicies } from '../rate-limit/limiter';
import { DeviceTokens } from './device-tokens';
import type { Language } from '@shop/shared/i18n/language';
import { passwordResetEmail, welcomeEmail } from './emails';
import { attemptSucceeded, beginAttempt, clearEmailFailures, type Attempt } from './login-limits';
import { hashPassword, needsRehash, verifyAgainstNoAccount, verifyPassword } from './passwords';
import * as repo from './repository';
import { endSession, startSession, tokenHash, type NewSession } from './sessions';

export const RESET_LINK_LIFETIME_MS = 60 * 60_000;
/** Reset emails per account per hour; more requests get the same answer but send nothing. */
const RESETS_PER_HOUR = 3;

/** Who is asking: the IP counts toward the login limit; the agent is kept with the session. */
export interface Client {
  ip: string;
  userAgent: string | undefined;
  /** The session token the browser already holds, if any; replaced at log in. */
  token: string | undefined;
  /** The browser's device cookie, if any (ADR 087). */
  deviceToken: string | undefined;
}

export interface SignedIn {
  user: SessionUser;
  session: NewSession;
  /** A fresh device cookie for this browser: it has now signed in to this account. */
  deviceToken: string;
}

const emailTaken = () =>
  new ConflictError('email_taken', AUTH_ERRORS.emailTaken, { email: AUTH_ERRORS.emailTaken });

/** The login limit is reached; the answer says when to try again (Retry-After). */
export class TooManyAttemptsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('too_many_attempts', AUTH_ERRORS.tooManyAttempts, retryAfterSeconds);
  }
}

/** Too many new accounts from this address, mailbox or domain (ADR 087). */
export class TooManySignupsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('too_many_signups', signupLimitText(retryAfterSeconds), retryAfterSeconds);
  }
}

export class AuthService {
  private readonly devices: DeviceTokens;

  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly policies: RatePolicies,
  ) {
    this.devices = new DeviceTokens(db);
  }

  /**
   * Creates an account, sends the welcome email and signs the new user in. Every try counts
   * toward the sign-up limits of its address, mailbox and domain; past one, nothing is written.
   * The account remembers `lang`, the language the shopper signed up in, and is welcomed in it.
   */
  async signup(input: SignupInput, client: Client, lang: Language = 'en'): Promise<SignedIn> {
    const now = new Date();
    const allowance = await takeHits(
      this.db,
      [
        { policy: 'signupIp', key: client.ip },
        { policy: 'signupMailbox', key: mailboxOf(input.email) },
        { policy: 'signupDomain', key: emailDomain(input.email) },
      ],
      now,
      this.policies,
    );
    if (!allowance.allowed) throw new TooManySignupsError(allowance.retryAfterSeconds);
    if (await repo.findUserByEmail(this.db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    let row: repo.UserRow;
    try {
      row = await this.db.transaction().execute(async (trx) => {
        const user = await repo.insertUser(
          trx,
          { email: input.email, name: input.name, passwordHash, language: lang },
          now,
        );
        const mail = welcomeEmail(repo.toSessionUser(user).name, this.publicUrl, user.language);
        await this.email.send({ to: user.email, ...mail }, trx);
        return user;
      });
      this.email.wake();
    } catch (err) {
      // Two sign-ups with one email at the same moment: the unique index decides.
      throw repo.isDuplicateEmail(err) ? emailTaken() : err;
    }
    return this.signIn(row, input.remember, client, now);
  }

  /**
   * Checks the password under the sign-in throttles (ADR 087). An unknown email and a wrong
   * password fail the same way; a disabled account is only reported to someone who knows its
   * password.
   */
  async login(input: LoginInput, client: Client): Promise<SignedIn> {
    const now = new Date();
    const user = await repo.findUserByEmail(this.db, input.email);
    const device = await this.devices.read(client.deviceToken);
    const who: Attempt = {
      email: input.email,
      ip: client.ip,
      device: user && device?.userId === user.id ? device : undefined,
    };
    const attempt = await beginAttempt(this.db, who, now, this.policies);
    if (attempt.locked) throw new TooManyAttemptsError(attempt.retryAfterSeconds);

    const ok = user
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstNoAccount(input.password);
    if (!user || !ok) {
      throw new UnauthenticatedError('invalid_credentials', AUTH_ERRORS.incorrectCredentials);
    }
    await attemptSucceeded(this.db, attempt.hitIds, who);
    if (user.disabled_at) {
      throw new ForbiddenError('account_disabled', AUTH_ERRORS.accountDisabled);
    }
    if (needsRehash(user.password_hash)) {
      await repo.setPasswordHash(this.db, user.id, await hashPassword(input.password), now);
    }
    return this.signIn(user, input.remember, client, now);
  }

  /** Ends the session the token stands for. */
  async logout(token: string | undefined): Promise<void> {
    if (token) await endSession(this.db, token);
  }

  /** Changes the password after checking the current one, and ends the user's other sessions. */
  async changePassword(
    user: SessionUser,
    sessionId: string,
    input: ChangePasswordInput,
    ip: string,
  ): Promise<{ endedSessions: number }> {
    const now = new Date();
    const who: Attempt = { email: user.email, ip, device: undefined };
    const attempt = await beginAttempt(this.db, who, now, this.policies);
    if (attempt.locked) throw new TooManyAttemptsError(attempt.retryAfterSeconds);
    const row = await repo.findUserById(this.db, user.id);
    if (!row || !(await verifyPassword(row.password_hash, input.currentPassword))) {
      throw new InvalidInputError(
        'current_password_incorrect',
        AUTH_ERRORS.currentPasswordIncorrect,
        {
          currentPassword: AUTH_ERRORS.currentPasswordIncorrect,
        },
      );
    }
    await attemptSucceeded(this.db, attempt.hitIds, who);
    const passwordHash = await hashPassword(input.newPassword);
    const endedSessions = await this.db.transaction().execute(async (trx) => {
      await repo.setPasswordHash(trx, user.id, passwordHash, now);
      return repo.deleteUserSessions(trx, user.id, sessionId);
    });
    return { endedSessions };
  }

  /** Ends every session of the user but the one making the request. */
  async signOutOtherSessions(userId: number, sessionId: string): Promise<number> {
    return repo.deleteUserSessions(this.db, userId, sessionId);
  }

  /**
   * Emails a single-use reset link valid for 1 hour when the email belongs to an enabled
   * account. Returns nothing either way: the caller answers the same whether or not it exists.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const now = new Date();
    const user = await repo.findUserByEmail(this.db, email);
    if (!user || user.disabled_at) return;
    const hourAgo = new Date(now.getTime() - 60 * 60_000);
    if ((await repo.countRecentResets(this.db, user.id, hourAgo)) >= RESETS_PER_HOUR) return;
    const token = crypto.randomBytes(32).toString('base64url');
    const link = `${this.publicUrl}/reset-password?token=${token}`;
    await this.db.transaction().execute(async (trx) => {
      await repo.insertPasswordReset(
        trx,
        { id: tokenHash(token), userId: user.id },
        now,
        new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
      );
      // In the language the account remembers, whatever page the request came from.
      const mail = passwordResetEmail(repo.toSessionUser(user).name, link, user.language);
      await this.email.send({ to: user.email, ...mail }, trx);
    });
    this.email.wake();
  }

  /**
   * Sets a new password from a reset link. The link is used up, every session of the account
   * ends, and the email's failed logins are forgotten so its owner can log in at once.
   */
  async resetPassword(input: ResetPasswordInput): Promise<void> {
    const now = new Date();
    const passwordHash = await hashPassword(input.password);
    const done = await this.db.transaction().execute(async (trx) => {
      const userId = await repo.consumePasswordReset(trx, tokenHash(input.token), now);
      if (userId === undefined) return false;
      const user = await repo.findUserById(trx, userId);
      if (!user) return false;
      await repo.setPasswordHash(trx, userId, passwordHash, now);
      await repo.retireUserResets(trx, userId, now);
      await repo.deleteUserSessions(trx, userId);
      await clearEmailFailures(trx, user.email);
      return true;
    });
    if (!done) {
      throw new InvalidInputError('reset_link_invalid', AUTH_ERRORS.resetLinkInvalid, {
        token: AUTH_ERRORS.resetLinkInvalid,
      });
    }
  }

  private async signIn(
    user: repo.UserRow,
    remember: boolean,
    client: Client,
    now: Date,
  ): Promise<SignedIn> {
    // A fresh token at every log in; the one the browser held before is ended.
    if (client.token) await endSession(this.db, client.token);
    const session = await startSession(this.db, user.id, remember, client.userAgent, now);
    const deviceToken = await this.devices.issue(user.id);
    return { user: repo.toSessionUser(user), session, deviceToken };
  }
}
