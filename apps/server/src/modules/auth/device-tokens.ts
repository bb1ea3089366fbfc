import crypto from 'node:crypto';
import type { Database } from '../../db/database';

const PURPOSE = 'login-device:';
const TOKEN = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/** A browser an account has signed in on: its account and the nonce its failures count under. */
export interface KnownDevice {
  userId: number;
  nonce: string;
}

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; ADR 087): at
 * each successful sign-in the browser gets `userId.nonce.HMAC(key, purpose + userId.nonce)`.
 * Nothing is stored per device; the key is the database's `email-links` signing key (migration
 * 018) under its own purpose, so every server process of one shop agrees without configuration.
 */
export class DeviceTokens {
  private key: Promise<string> | undefined;

  constructor(private readonly db: Database) {}

  /** A new device token for the account. */
  async issue(userId: number): Promise<string> {
    const body = `${userId}.${crypto.randomBytes(16).toString('base64url')}`;
    return `${body}.${this.mac(await this.secret(), body)}`;
  }

  /** The device a token was signed for, or undefined for a missing, malformed or forged one. */
  async read(token: string | undefined): Promise<KnownDevice | undefined> {
    if (!token || !TOKEN.test(token)) return undefined;
    const [id, nonce, mac] = token.split('.') as [string, string, string]; // two dots, see TOKEN
    const expected = Buffer.from(this.mac(await this.secret(), `${id}.${nonce}`));
    const given = Buffer.from(mac);
    const genuine = given.length === expected.length && crypto.timingSafeEqual(given, expected);
    return genuine ? { userId: Number(id), nonce } : undefined;
  }

  private mac(secret: string, body: string): string {
    return crypto.createHmac('sha256', secret).update(`${PURPOSE}${body}`).digest('base64url');
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
