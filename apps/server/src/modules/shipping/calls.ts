import type { Database } from '../../db/database';

/** How one attempt at an outside call ended. */
export type CallOutcome = 'ok' | 'refused' | 'failed' | 'timeout' | 'unexpected';

export interface CourierCall {
  provider: string;
  operation: string;
  orderId: string | null;
  attempt: number;
  method: string;
  path: string;
  /** The body sent, already stripped of secrets by the caller. */
  request: unknown;
  status: number | null;
  outcome: CallOutcome;
  error: string | null;
  durationMs: number;
  at: Date;
}

/**
 * Records one attempt at a courier call (ADR 099), outside any transaction: the record of a
 * call must survive the failure of the work that made it.
 */
export async function recordCall(db: Database, call: CourierCall): Promise<void> {
  await db
    .insertInto('courier_calls')
    .values({
      provider: call.provider,
      operation: call.operation,
      order_id: call.orderId,
      attempt: call.attempt,
      method: call.method,
      path: call.path,
      request: call.request === undefined ? null : JSON.stringify(call.request),
      status: call.status,
      outcome: call.outcome,
      error: call.error?.slice(0, 1000) ?? null,
      duration_ms: Math.round(call.durationMs),
      at: call.at.toISOString(),
    })
    .execute();
}

/** The calls made about one order, oldest first (support, tests). */
export async function callsForOrder(db: Database, orderId: string) {
  return db
    .selectFrom('courier_calls')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
