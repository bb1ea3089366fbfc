import { SigningKey } from '../../lib/signing-key';
import type { Database } from '../../db/database';

const PURPOSE = 'delivery-problem:';

/**
 * The signed link a customer follows after a failed delivery (ADR 101): no sign-in, because the
 * customer reads it on a phone at the door. It names the order and is signed over the failed
 * attempt's time, so a link from an earlier attempt stops working once another one fails.
 */
export class DeliveryProblemLinks {
  private readonly key: SigningKey;

  constructor(
    db: Database,
    private readonly publicUrl: string,
  ) {
    this.key = new SigningKey(db, PURPOSE);
  }

  async token(orderId: string, failedAt: string): Promise<string> {
    return `${orderId}.${await this.key.sign(`${orderId}|${failedAt}`)}`;
  }

  async url(orderId: string, failedAt: string): Promise<string> {
    return `${this.publicUrl}/delivery-problem/${await this.token(orderId, failedAt)}`;
  }

  /** Whether `token` was made for this order's failed attempt at `failedAt`. */
  async verify(token: string, orderId: string, failedAt: string): Promise<boolean> {
    const [id, mac] = token.split('.');
    return id === orderId && mac !== undefined && this.key.verify(`${orderId}|${failedAt}`, mac);
  }
}
