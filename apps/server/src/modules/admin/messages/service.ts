import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { AdminMessage, MessageListQuery, MessagePage } from '@shop/shared/admin/messages';
import type { Database } from '../../../db/database';
import type { EmailService } from '../../email/service';
import { NotFoundError } from '../../../lib/domain-errors';
import { insertAudit, type Actor } from '../audit/repository';
import { toPage } from '../paging';
import { messageReplyEmail } from './emails';
import * as repo from './repository';

/** The contact-form inbox. */
export class AdminMessageService {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
  ) {}

  async list(query: MessageListQuery): Promise<MessagePage> {
    const { items, total, unread } = await repo.listMessages(this.db, query);
    return { ...toPage(items, total, query), unread };
  }

  async get(id: number): Promise<AdminMessage> {
    const message = await repo.findMessage(this.db, id);
    if (!message) throw new NotFoundError(ADMIN_ERRORS.messageNotFound(id));
    return message;
  }

  /** Marks a message dealt with (read) or not (unread), with an audit entry. */
  async setRead(actor: Actor, id: number, read: boolean): Promise<AdminMessage> {
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.setRead(trx, id, read, now)))
        throw new NotFoundError(ADMIN_ERRORS.messageNotFound(id));
      await insertAudit(
        trx,
        actor,
        { action: read ? 'message.read' : 'message.unread', entity: 'message', entityId: id },
        now,
      );
    });
    return this.get(id);
  }

  /**
   * Emails a reply to the sender through the outbox and keeps it with the message, which counts
   * as read from then on; audited. The email leaves with the transaction or not at all.
   */
  async reply(actor: Actor, id: number, body: string): Promise<AdminMessage> {
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const message = await repo.findMessage(trx, id);
      if (!message) throw new NotFoundError(ADMIN_ERRORS.messageNotFound(id));
      const outboxId = await this.email.send(messageReplyEmail(message, body), trx);
      await repo.insertReply(trx, { messageId: id, body, staff: actor }, outboxId, now);
      await repo.setRead(trx, id, true, now);
      await insertAudit(
        trx,
        actor,
        {
          action: 'message.reply',
          entity: 'message',
          entityId: id,
          details: { to: message.email },
        },
        now,
      );
    });
    this.email.wake();
    return this.get(id);
  }
}
