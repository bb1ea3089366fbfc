import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ForbiddenError, InvalidInputError, UnauthenticatedError } from '../../lib/domain-errors';
import { recordStatus, type StatusCallback } from './repository';

/*
 * The Cloud API's webhook (ADR 103), as Meta documents it (developers.facebook.com/docs/graph-api/
 * webhooks/getting-started): a GET handshake echoing hub.challenge when hub.verify_token is ours,
 * and POSTs signed with X-Hub-Signature-256 = "sha256=" + HMAC-SHA256(app secret, raw body),
 * carrying entry[].changes[].value.statuses[] for messages we sent.
 */

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp: z.string().regex(/^[0-9]{1,12}$/),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
    .optional(),
});
const payloadSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ statuses: z.array(z.unknown()).optional() }).loose(),
        }),
      ),
    }),
  ),
});

const KNOWN = new Set(['sent', 'delivered', 'read', 'failed']);

export interface WebhookResult {
  recorded: number;
  duplicates: number;
}

export class WhatsAppWebhook {
  constructor(
    private readonly db: Database,
    private readonly secrets: { appSecret: string; verifyToken: string } | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The subscription handshake: the challenge back, or 403 for a wrong verify token. */
  verify(mode: string | undefined, token: string | undefined, challenge: string | undefined) {
    const expected = this.secrets?.verifyToken;
    if (mode !== 'subscribe' || !expected || !token || !challenge || !sameText(token, expected)) {
      throw new ForbiddenError('webhook_verify_failed', 'The verify token does not match.');
    }
    return challenge;
  }

  /** Records the status callbacks of a signed POST; a repeated callback changes nothing. */
  async handle(raw: Buffer, signature: string | undefined): Promise<WebhookResult> {
    if (!this.secrets) {
      throw new ForbiddenError('whatsapp_off', 'WhatsApp updates are not configured.');
    }
    const expected = `sha256=${crypto.createHmac('sha256', this.secrets.appSecret).update(raw).digest('hex')}`;
    if (!signature || !sameText(signature.trim().toLowerCase(), expected)) {
      this.log.warn('WhatsApp webhook refused: signature mismatch');
      throw new UnauthenticatedError('webhook_signature', 'The webhook signature does not match.');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new InvalidInputError('bad_request', 'The request body is not valid JSON.');
    }
    const payload = payloadSchema.safeParse(json);
    if (!payload.success) throw new InvalidInputError('bad_request', 'Not a WhatsApp webhook.');
    const now = new Date();
    const result: WebhookResult = { recorded: 0, duplicates: 0 };
    for (const entry of payload.data.entry) {
      for (const change of entry.changes) {
        for (const item of change.value.statuses ?? []) {
          const status = toStatus(item);
          if (!status) continue;
          if (await recordStatus(this.db, status, now)) result.recorded++;
          else result.duplicates++;
        }
      }
    }
    return result;
  }
}

function toStatus(item: unknown): StatusCallback | undefined {
  const s = statusSchema.safeParse(item);
  if (!s.success || !KNOWN.has(s.data.status)) return undefined;
  const error = s.data.errors?.[0];
  return {
    waMessageId: s.data.id,
    // KNOWN, checked above, holds exactly the four statuses.
    status: s.data.status as StatusCallback['status'],
    at: new Date(Number(s.data.timestamp) * 1000),
    error: error ? `${error.code ?? ''} ${error.title ?? ''}`.trim().slice(0, 500) : null,
  };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
