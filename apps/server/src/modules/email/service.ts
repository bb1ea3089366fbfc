import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import {
  claimMessage,
  dueMessageIds,
  insertMessage,
  markFailed,
  markRetry,
  markSent,
  type NewOutboxMessage,
} from './repository';
import type { Delivery } from './transport';

export type EmailMessage = NewOutboxMessage;

/** Waits after the 1st, 2nd, … failed attempt. The 8th failure gives up. */
export const RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  2 * 60 * 60_000,
  4 * 60 * 60_000,
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed message stays claimed before another process may take it over. */
const CLAIM_LEASE_MS = 10 * 60_000;
const POLL_MS = 2_000;
const BATCH = 20;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Transactional email through an outbox: `send` only writes a row (inside the caller's
 * transaction when given one), and a worker in each process delivers due rows with retries.
 * Nothing is lost when the mail server is down, and no message is sent twice by two processes.
 */
export class EmailService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly delivery: Delivery,
    private readonly log: FastifyBaseLogger,
  ) {}

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
  async deliverPending(now: () => Date = () => new Date()): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const ids = await dueMessageIds(this.db, now(), BATCH);
      for (const id of ids) {
        const at = now();
        const row = await claimMessage(this.db, id, at, new Date(at.getTime() + CLAIM_LEASE_MS));
        if (!row) continue; // another process took it
        try {
          await this.delivery.deliver(row);
          await markSent(this.db, id, now());
          report.sent++;
        } catch (err) {
          const reason = describe(err);
          if (isPermanent(err) || row.attempts >= MAX_ATTEMPTS) {
            await markFailed(this.db, id, reason);
            this.log.error({ emailId: id, attempts: row.attempts, reason }, 'email not delivered');
            report.failed++;
          } else {
            const delay = RETRY_DELAYS_MS[row.attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!;
            await markRetry(this.db, id, new Date(now().getTime() + delay), reason);
            this.log.warn({ emailId: id, attempts: row.attempts, reason }, 'email will be retried');
            report.retrying++;
          }
        }
      }
      if (ids.length < BATCH) return report;
    }
  }

  /** Starts polling for due messages in this process. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for a delivery in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.delivery.close();
  }

  /** Delivers due messages now rather than at the next poll (no-op when the worker is off). */
  wake(): void {
    if (!this.timer || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverPending()
      .then(() => undefined)
      .catch((err: unknown) => this.log.error({ err }, 'email outbox run failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }
}

/** An SMTP 5xx answer will not change on retry (bad address, refused sender). */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode; // only read, checked below
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown }; // only read, each checked below
  const text = [e.code, e.message].filter((x) => typeof x === 'string' && x).join(': ');
  return (text || String(err)).slice(0, 500);
}
