import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { AdminMessage, MessageListQuery, MessagePage } from '@shop/shared/admin/messages';
import type { Database } from '../../../db/database';
import { NotFoundError } from '../../../lib/domain-errors';
import { insertAudit, type Actor } from '../audit/repository';
import { toPage } from '../paging';
import * as repo from './repository';

/** The contact-form inbox. */
export class AdminMessageService {
  constructor(private readonly db: Database) {}

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
}
