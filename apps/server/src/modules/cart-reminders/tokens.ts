import crypto from 'node:crypto';
import { UNSUBSCRIBE_TOKEN } from '@shop/shared/cart/reminders';
import type { Database } from '../../db/database';

const PURPOSE = 'cart-reminders:unsubscribe:';

/**
 * Signs and checks unsubscribe tokens with the database's `email-links` key (migration 018), so
 * every server process of one shop agrees without configuration. The key is read once.
 */
export class UnsubscribeTokens {
  private key: Promise<string> | undefined;

  constructor(private readonly db: Database) {}

  /** The token of a customer: their id and HMAC-SHA256(key, purpose + id). */
  async tokenFor(userId: number): Promise<string> {
    return `${userId}.${this.mac(await this.secret(), userId)}`;
  }

  /** The customer a token was signed for, or undefined for a malformed or forged one. */
  async userOf(token: string): Promise<number | undefined> {
    if (!UNSUBSCRIBE_TOKEN.test(token)) return undefined;
    const [id, mac] = token.split('.') as [string, string]; // the pattern has exactly one dot
    const userId = Number(id);
    const expected = Buffer.from(this.mac(await this.secret(), userId));
    const given = Buffer.from(mac);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected)
      ? userId
      : undefined;
  }

  private mac(secret: string, userId: number): string {
    return crypto.createHmac('sha256', secret).update(`${PURPOSE}${userId}`).digest('base64url');
  }

  private secret(): Promise<string> {
    this.key ??= this.db
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
