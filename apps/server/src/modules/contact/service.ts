import {
  CONTACT_TEXTS,
  isBotSubmission,
  type ContactMessage,
} from '@shop/shared/contact/contact-message';
import type { Database } from '../../db/database';
import { RateLimitedError } from '../../lib/domain-errors';
import type { EmailService } from '../email/service';
import { contactNoticeEmail } from './emails';
import { takeHit } from '../rate-limit/limiter';
import type { RatePolicies } from '../rate-limit/policies';
import { insertContactMessage } from './repository';

export interface ContactClient {
  ip: string;
  userAgent: string | undefined;
}

export class TooManyContactMessagesError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'too_many_requests',
      CONTACT_TEXTS.tooMany(Math.max(1, Math.ceil(retryAfterSeconds / 60))),
      retryAfterSeconds,
    );
  }
}

export class ContactService {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly policies: RatePolicies,
  ) {}

  /**
   * Takes a message from the contact form: counts it against the sender's IP limit, then stores
   * it and queues the shop's notice in one transaction. A bot (honeypot filled) is counted but
   * its message is dropped without a word, so it cannot tell it was caught.
   */
  async receive(input: ContactMessage, client: ContactClient): Promise<void> {
    const now = new Date();
    const allowance = await takeHit(this.db, 'contact', client.ip, now, this.policies);
    if (!allowance.allowed) throw new TooManyContactMessagesError(allowance.retryAfterSeconds);
    if (isBotSubmission(input)) return;

    const { website: _honeypot, ...message } = input;
    await this.db.transaction().execute(async (trx) => {
      const id = await insertContactMessage(
        trx,
        { ...message, ip: client.ip, userAgent: client.userAgent?.slice(0, 500) ?? null },
        now,
      );
      await this.email.send(
        contactNoticeEmail(message, { id, receivedAt: now, publicUrl: this.publicUrl }),
        trx,
      );
    });
    this.email.wake();
  }
}
