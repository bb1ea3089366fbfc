import crypto from 'node:crypto';
import type { Database } from '../db/database';

/**
 * The database's `email-links` signing key (migration 018): every server process of one shop
 * signs and checks the same tokens without configuration. Each use signs under its own purpose,
 * so a token made for one thing is never taken for another. The key is read once.
 */
export class SigningKey {
  private key: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly purpose: string,
  ) {}

  /**
   * HMAC-SHA256(key, purpose + body), base64url. Inside a transaction pass it as `db`: on SQLite
   * a read outside it would wait for it to end.
   */
  async sign(body: string, db: Database = this.db): Promise<string> {
    return crypto
      .createHmac('sha256', await this.secret(db))
      .update(`${this.purpose}${body}`)
      .digest('base64url');
  }

  /** Whether `mac` is this key's signature of `body` (compared in constant time). */
  async verify(body: string, mac: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(body));
    const given = Buffer.from(mac);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  private secret(db: Database): Promise<string> {
    this.key ??= db
      .selectFrom('signing_keys')
      .select('secret')
      .where('name', '=', 'email-links')
      .executeTakeFirstOrThrow()
      .then((row) => row.secret);
    // A failed read is tried again next time.
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }
}
