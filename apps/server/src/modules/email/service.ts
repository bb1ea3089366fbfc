import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { outboxQueue } from '../../lib/outbox-queue';
import { OutboxWorker, type DeliveryReport } from '../../lib/outbox-worker';
import { insertMessage, markSent, type NewOutboxMessage, type OutboxRow } from './repository';
import type { Delivery } from './transport';

export type EmailMessage = NewOutboxMessage;
export { MAX_ATTEMPTS, RETRY_DELAYS_MS, type DeliveryReport } from '../../lib/outbox-worker';

/**
 * Transactional email through an outbox: `send` only writes a row (inside the caller's
 * transaction when given one), and a worker in each process delivers due rows with retries
 * (lib/outbox-worker.ts). Nothing is lost when the mail server is down, and no message is sent
 * twice by two processes.
 */
export class EmailService {
  private readonly worker: OutboxWorker<OutboxRow, void>;

  constructor(
    private readonly db: Database,
    private readonly delivery: Delivery,
    log: FastifyBaseLogger,
  ) {
    this.worker = new OutboxWorker(
      {
        name: 'email',
        ...outboxQueue(db, 'outbox'),
        deliver: (row) => delivery.deliver(row),
        markSent: (id, _sent, now) => markSent(db, id, now),
        isPermanent,
      },
      log,
    );
  }

  /**
   * Queues an email. Pass the transaction that writes the data the email tells about, so the
   * email exists exactly when that data does.
   */
  async send(message: EmailMessage, trx: Database = this.db): Promise<number> {
    const id = await insertMessage(trx, message, new Date());
    // Outside a transaction the row is visible now; inside one, the caller wakes the worker
    // after commit (or the next poll picks it up).
    if (trx === this.db) this.wake();
    return id;
  }

  /** Delivers every message that is due now. Safe to call from several processes at once. */
  deliverPending(now?: () => Date): Promise<DeliveryReport> {
    return this.worker.deliverPending(now);
  }

  /** Starts polling for due messages in this process. */
  start(): void {
    this.worker.start();
  }

  /** Stops polling and waits for a delivery in progress to finish. */
  async stop(): Promise<void> {
    await this.worker.stop();
    this.delivery.close();
  }

  /** Delivers due messages now rather than at the next poll (no-op when the worker is off). */
  wake(): void {
    this.worker.wake();
  }
}

/** An SMTP 5xx answer will not change on retry (bad address, refused sender). */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode; // only read, checked below
  return typeof code === 'number' && code >= 500 && code < 600;
}
