import type { FastifyBaseLogger } from 'fastify';

/**
 * The delivery half of an outbox (email, WhatsApp): rows are written by the work that causes
 * them, and a worker in each process delivers the due ones with retries. Each outbox gives its
 * own storage and transport; the claiming, backoff, giving up and polling are the same.
 */
export interface OutboxParts<Row extends { attempts: number }, Sent> {
  /** Names the outbox in logs: `email`, `whatsapp`. */
  name: string;
  /** Ids of messages whose turn has come: pending ones, and claimed ones whose lease ran out. */
  due(now: Date, limit: number): Promise<number[]>;
  /** Takes a message for sending (exactly one caller succeeds), counting the attempt. */
  claim(id: number, now: Date, leaseUntil: Date): Promise<Row | undefined>;
  deliver(row: Row): Promise<Sent>;
  markSent(id: number, sent: Sent, now: Date): Promise<void>;
  markRetry(id: number, nextAttemptAt: Date, error: string): Promise<void>;
  markFailed(id: number, error: string): Promise<void>;
  /** An answer that will not change on retry (a refused address, a template that does not fit). */
  isPermanent(err: unknown): boolean;
}

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

/** Delivers an outbox's due rows, in this process, safely beside other processes. */
export class OutboxWorker<Row extends { attempts: number }, Sent> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly parts: OutboxParts<Row, Sent>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Delivers every message that is due now. Safe to call from several processes at once. */
  async deliverPending(now: () => Date = () => new Date()): Promise<DeliveryReport> {
    const p = this.parts;
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const ids = await p.due(now(), BATCH);
      for (const id of ids) {
        const at = now();
        const row = await p.claim(id, at, new Date(at.getTime() + CLAIM_LEASE_MS));
        if (!row) continue; // another process took it
        const ref = { [`${p.name}Id`]: id, attempts: row.attempts };
        try {
          const sent = await p.deliver(row);
          await p.markSent(id, sent, now());
          report.sent++;
        } catch (err) {
          const reason = describe(err);
          if (p.isPermanent(err) || row.attempts >= MAX_ATTEMPTS) {
            await p.markFailed(id, reason);
            this.log.error({ ...ref, reason }, `${p.name} not delivered`);
            report.failed++;
          } else {
            const delay = RETRY_DELAYS_MS[row.attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!;
            await p.markRetry(id, new Date(now().getTime() + delay), reason);
            this.log.warn({ ...ref, reason }, `${p.name} will be retried`);
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
      .catch((err: unknown) => this.log.error({ err }, `${this.parts.name} outbox run failed`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }
}

/** The error's code and message, short enough to store. */
function describe(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown }; // only read, each checked below
  const text = [e.code, e.message].filter((x) => typeof x === 'string' && x).join(': ');
  return (text || String(err)).slice(0, 500);
}
