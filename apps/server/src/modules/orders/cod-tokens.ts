import { COD_CONFIRM_TOKEN } from '@shop/shared/payments/cod-confirmation';
import type { Database } from '../../db/database';
import { SigningKey } from '../../lib/signing-key';

const PURPOSE = 'cod-confirmation:';

/**
 * Signs and checks Cash on Delivery confirmation tokens (ADR 102) with the database's signing
 * key, so every server process of one shop agrees without configuration. The token names its
 * order and the second it stops working; changing either breaks the signature.
 */
export class CodConfirmationTokens {
  private readonly key: SigningKey;

  constructor(db: Database) {
    this.key = new SigningKey(db, PURPOSE);
  }

  /** A token for the order until `expiresAt`; `db` is the transaction the order is written in. */
  async tokenFor(orderId: string, expiresAt: Date, db?: Database): Promise<string> {
    const body = `${orderId}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return `${body}.${await this.key.sign(body, db)}`;
  }

  /** The order and expiry a token was signed for, or undefined for a malformed or forged one. */
  async read(token: string): Promise<{ orderId: string; expiresAt: Date } | undefined> {
    if (!COD_CONFIRM_TOKEN.test(token)) return undefined;
    // The pattern has exactly two dots.
    const [orderId, seconds, mac] = token.split('.') as [string, string, string];
    if (!(await this.key.verify(`${orderId}.${seconds}`, mac))) return undefined;
    return { orderId, expiresAt: new Date(Number(seconds) * 1000) };
  }
}
