import { z } from 'zod';

/*
 * The WhatsApp Business Cloud API's send call (ADR 103): POST /{phone-number-id}/messages with a
 * template message, as Meta documents it (developers.facebook.com/docs/whatsapp/cloud-api/
 * reference/messages). Answers the message id (wamid.…); an error answer becomes a
 * WhatsAppError with Meta's error code, so the outbox can tell a retry from a lost cause.
 */

export interface TemplateMessage {
  to: string;
  template: string;
  language: string;
  parameters: readonly string[];
}

const sentSchema = z.object({
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});
const errorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

/**
 * Meta's codes whose request will be refused again unchanged: a template that is missing, paused
 * or whose parameters do not fit (132xxx), a number that is not on WhatsApp or a message that
 * cannot be delivered (131026, 131008, 131009, 131051), a bad request (100).
 */
const PERMANENT_CODES = new Set([100, 131008, 131009, 131026, 131051, 131021]);

export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | undefined,
  ) {
    super(message);
  }

  /** Retrying cannot help: fix the template or the number instead. */
  get permanent(): boolean {
    if (this.code === undefined) return false;
    return PERMANENT_CODES.has(this.code) || (this.code >= 132000 && this.code < 133000);
  }
}

export class WhatsAppClient {
  constructor(
    private readonly opts: {
      apiUrl: string;
      phoneNumberId: string;
      accessToken: string;
      timeoutMs?: number;
    },
  ) {}

  /** Sends a template message; answers its wamid. */
  async sendTemplate(msg: TemplateMessage): Promise<string> {
    const timeoutMs = this.opts.timeoutMs ?? 10_000;
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: msg.to,
      type: 'template',
      template: {
        name: msg.template,
        language: { code: msg.language },
        components: [
          {
            type: 'body',
            parameters: msg.parameters.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    };
    let res: Response;
    try {
      res = await fetch(`${this.opts.apiUrl}/${this.opts.phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.opts.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const reason = timedOut ? `timed out after ${timeoutMs} ms` : String(err);
      throw new WhatsAppError(reason, null, undefined);
    }
    const json: unknown = await res.json().catch(() => undefined);
    if (res.ok) {
      const sent = sentSchema.safeParse(json);
      if (sent.success) return sent.data.messages[0]!.id;
      throw new WhatsAppError(`unexpected answer (HTTP ${res.status})`, res.status, undefined);
    }
    const error = errorSchema.safeParse(json).data?.error;
    const text = [error?.message, error?.error_data?.details].filter(Boolean).join(': ');
    throw new WhatsAppError(
      `HTTP ${res.status}${error?.code ? ` code ${error.code}` : ''}: ${text || 'no error text'}`,
      res.status,
      error?.code,
    );
  }
}
