import { setTimeout as wait } from 'node:timers/promises';
import { z } from 'zod';
import type { CourierCall } from './calls';
import { CourierRefusal, CourierUnavailable } from './provider';
import { loginResponse } from './shiprocket-schemas';

/*
 * Shiprocket's external API (https://apiv2.shiprocket.in/v1/external, apidocs.shiprocket.in),
 * spoken with fetch and a bearer token. Every call is timed out, retried with a doubling pause
 * on a 5xx, a timeout or a lost connection (never on a 4xx, which would only be refused again),
 * and recorded, one row per attempt. Passwords and tokens are never recorded or logged.
 */

/** Shiprocket's token lasts 10 days (240 hours); renew it a day early rather than meet a 401. */
const TOKEN_RENEW_AFTER_MS = 9 * 24 * 60 * 60 * 1000;

export interface ShiprocketClientOptions {
  apiUrl: string;
  email: string;
  password: string;
  /** Writes one attempt to the calls table. */
  record: (call: CourierCall) => Promise<void>;
  /** Per attempt; Shiprocket usually answers within a few seconds. */
  timeoutMs?: number;
  /** Attempts per call, the first included. */
  attempts?: number;
  /** Pause before the second attempt; doubled before each further one. */
  backoffMs?: number;
  now?: () => Date;
}

export interface CallSpec {
  /** login, serviceability, create_order, assign_awb, pickup, label, manifest, track. */
  operation: string;
  method: 'GET' | 'POST';
  /** Under /v1/external, with its query string. */
  path: string;
  body?: unknown;
  /** Our order id, when the call is about one order. */
  orderId?: string | null;
}

type Attempt =
  | { kind: 'ok'; data: unknown }
  | { kind: 'unauthorized' }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'retry'; message: string };

export class ShiprocketClient {
  private token: { value: string; obtainedAt: number } | undefined;
  private loggingIn: Promise<string> | undefined;
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly now: () => Date;

  constructor(private readonly opts: ShiprocketClientOptions) {
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.attempts = opts.attempts ?? 3;
    this.backoffMs = opts.backoffMs ?? 1_000;
    this.now = opts.now ?? (() => new Date());
  }

  /**
   * Calls the API with a valid token. A 401 (the token expired or was revoked early) logs in
   * again once and repeats the call; a second 401 is a refusal.
   */
  async call(spec: CallSpec): Promise<unknown> {
    let token = await this.validToken();
    let loggedInAgain = false;
    for (;;) {
      const result = await this.withRetries(spec, token);
      if (result.kind === 'ok') return result.data;
      if (loggedInAgain) {
        throw new CourierRefusal('Shiprocket refused the API user’s token twice', 401);
      }
      this.token = undefined;
      token = await this.validToken();
      loggedInAgain = true;
    }
  }

  /** The current token, or a new one: one login at a time however many calls wait for it. */
  private async validToken(): Promise<string> {
    const age = this.token ? this.now().getTime() - this.token.obtainedAt : Infinity;
    if (this.token && age < TOKEN_RENEW_AFTER_MS) return this.token.value;
    this.loggingIn ??= this.login().finally(() => (this.loggingIn = undefined));
    return this.loggingIn;
  }

  /** POST /auth/login with the API user's email and password; the answer carries the token. */
  private async login(): Promise<string> {
    const spec: CallSpec = {
      operation: 'login',
      method: 'POST',
      path: '/auth/login',
      body: { email: this.opts.email, password: this.opts.password },
    };
    const result = await this.withRetries(spec, undefined);
    if (result.kind === 'unauthorized') {
      throw new CourierRefusal('Shiprocket refused the API user’s email and password', 401);
    }
    const login = loginResponse.safeParse(result.data);
    if (!login.success) throw new CourierUnavailable('Shiprocket’s login answered without a token');
    this.token = { value: login.data.token, obtainedAt: this.now().getTime() };
    return login.data.token;
  }

  /** One call, attempted until it is answered, refused, or out of attempts. */
  private async withRetries(
    spec: CallSpec,
    token: string | undefined,
  ): Promise<Extract<Attempt, { kind: 'ok' | 'unauthorized' }>> {
    let last = '';
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      if (attempt > 1) await wait(this.backoffMs * 2 ** (attempt - 2));
      const result = await this.attempt(spec, token, attempt);
      if (result.kind === 'ok' || result.kind === 'unauthorized') return result;
      if (result.kind === 'refused') throw new CourierRefusal(result.message, result.status);
      last = result.message;
    }
    throw new CourierUnavailable(
      `Shiprocket did not answer ${spec.operation} after ${this.attempts} attempts: ${last}`,
    );
  }

  private async attempt(
    spec: CallSpec,
    token: string | undefined,
    attempt: number,
  ): Promise<Attempt> {
    const started = this.now();
    const startedMs = performance.now();
    const record = (status: number | null, outcome: CourierCall['outcome'], error: string | null) =>
      this.opts.record({
        provider: 'shiprocket',
        operation: spec.operation,
        orderId: spec.orderId ?? null,
        attempt,
        method: spec.method,
        path: spec.path,
        request: spec.operation === 'login' ? { email: this.opts.email } : spec.body,
        status,
        outcome,
        error,
        durationMs: performance.now() - startedMs,
        at: started,
      });
    let res: Response;
    try {
      res = await fetch(`${this.opts.apiUrl}/v1/external${spec.path}`, {
        method: spec.method,
        headers: {
          accept: 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
          ...(spec.body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(spec.body !== undefined && { body: JSON.stringify(spec.body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const reason = err instanceof Error ? err.message : String(err);
      const message = timedOut ? `timed out after ${this.timeoutMs} ms` : reason;
      await record(null, timedOut ? 'timeout' : 'failed', message);
      return { kind: 'retry', message };
    }
    let data: unknown;
    try {
      data = await res.json();
    } catch (err) {
      // The body was cut off, timed out or is not JSON (a proxy's error page).
      data = undefined;
      if (res.ok) {
        const reason = err instanceof Error ? err.message : String(err);
        await record(res.status, 'unexpected', `not JSON: ${reason}`);
        return { kind: 'retry', message: `HTTP ${res.status}, not JSON` };
      }
    }
    const message = `HTTP ${res.status} ${errorText(data)}`.trim();
    if (res.ok) {
      await record(res.status, 'ok', null);
      return { kind: 'ok', data };
    }
    if (res.status >= 500 || res.status === 429) {
      await record(res.status, 'failed', message);
      return { kind: 'retry', message };
    }
    await record(res.status, 'refused', message);
    // A login's 401/403 is a wrong password; a call's 401 is a token to renew.
    if (res.status === 401 || (spec.operation === 'login' && res.status === 403)) {
      return { kind: 'unauthorized' };
    }
    return { kind: 'refused', status: res.status, message: errorText(data) || message };
  }
}

const errorBody = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
});

/** Shiprocket's error text: `message`, and the first of `errors` when it lists fields. */
function errorText(data: unknown): string {
  const parsed = errorBody.safeParse(data);
  if (!parsed.success) return '';
  const first = Object.values(parsed.data.errors ?? {}).flat()[0];
  return [parsed.data.message, first]
    .filter((t) => t !== undefined && t !== '')
    .join(': ')
    .slice(0, 500);
}
