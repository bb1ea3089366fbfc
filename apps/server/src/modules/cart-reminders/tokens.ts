import { UNSUBSCRIBE_TOKEN } from '@shop/shared/cart/reminders';
import type { Database } from '../../db/database';
import { SigningKey } from '../../lib/signing-key';

const PURPOSE = 'cart-reminders:unsubscribe:';

/**
 * Signs and checks unsubscribe tokens with the database's signing key (lib/signing-key.ts), so
 * every server process of one shop agrees without configuration.
 */
export class UnsubscribeTokens {
  private readonly key: SigningKey;

  constructor(db: Database) {
    this.key = new SigningKey(db, PURPOSE);
  }

  /** The token of a customer: their id and HMAC-SHA256(key, purpose + id). */
  async tokenFor(userId: number): Promise<string> {
    return `${userId}.${await this.key.sign(String(userId))}`;
  }

  /** The customer a token was signed for, or undefined for a malformed or forged one. */
  async userOf(token: string): Promise<number | undefined> {
    if (!UNSUBSCRIBE_TOKEN.test(token)) return undefined;
    const [id, mac] = token.split('.') as [string, string]; // the pattern has exactly one dot
    const userId = Number(id);
    return (await this.key.verify(String(userId), mac)) ? userId : undefined;
  }
}
