import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { SigningKey } from '../../lib/signing-key';

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
 * Nothing is stored per device; the key is the database's signing key (lib/signing-key.ts) under
 * its own purpose, so every server process of one shop agrees without configuration.
 */
export class DeviceTokens {
  private readonly key: SigningKey;

  constructor(db: Database) {
    this.key = new SigningKey(db, PURPOSE);
  }

  /** A new device token for the account. */
  async issue(userId: number): Promise<string> {
    const body = `${userId}.${crypto.randomBytes(16).toString('base64url')}`;
    return `${body}.${await this.key.sign(body)}`;
  }

  /** The device a token was signed for, or undefined for a missing, malformed or forged one. */
  async read(token: string | undefined): Promise<KnownDevice | undefined> {
    if (!token || !TOKEN.test(token)) return undefined;
    const [id, nonce, mac] = token.split('.') as [string, string, string]; // two dots, see TOKEN
    return (await this.key.verify(`${id}.${nonce}`, mac))
      ? { userId: Number(id), nonce }
      : undefined;
  }
}
