/**
 * A WhatsApp Business Cloud API look-alike for tests: a real HTTP server on loopback answering
 * POST /{version}/{phone-number-id}/messages as Meta documents it (developers.facebook.com/docs/
 * whatsapp/cloud-api/reference/messages), with its errors (an expired token 401 code 190, a
 * template whose parameters do not fit 400 code 132000, an unknown template 404 code 132001, an
 * undeliverable number 400 code 131026, rate limits 429 code 130429, timeouts), and the signed
 * status callbacks Meta posts to the shop's webhook. See README.md.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Failure = 'timeout' | 500 | 130429 | 131026;

export interface SentMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

export interface WhatsAppFake {
  url: string;
  /** WHATSAPP_* to start the shop against the look-alike. */
  shopEnv: Record<string, string>;
  /** Every accepted message, oldest first. */
  sent: SentMessage[];
  /** How many send requests arrived, accepted or not. */
  requests: number;
  /** The access token stops working (as a user token after its hours): 401 code 190. */
  expireToken(): void;
  /** The next `times` sends fail so. */
  fail(failure: Failure, times?: number): void;
  /** A status callback as Meta posts it, with its X-Hub-Signature-256. */
  statusCallback(
    waMessageId: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    at?: Date,
  ): { body: string; signature: string };
  close(): Promise<void>;
}

const PHONE_NUMBER_ID = '106540352242922';
const TOKEN = 'EAAlookalike-system-user-token';
const APP_SECRET = 'lookalike-app-secret';
const VERIFY_TOKEN = 'lookalike-verify-token';

/** Approved templates and their body parameter counts, in English and Hindi. */
const APPROVED: Record<string, number> = {
  order_placed: 3,
  cod_confirm: 4,
  order_shipped: 4,
  order_out_for_delivery: 3,
  order_delivery_failed: 3,
  order_delivered: 2,
};

const metaError = (code: number, message: string, details?: string) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    ...(details && { error_data: { messaging_product: 'whatsapp', details } }),
    fbtrace_id: crypto.randomBytes(8).toString('base64url'),
  },
});

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

interface TemplateBody {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
}

export async function start(opts: { port?: number; host?: string } = {}): Promise<WhatsAppFake> {
  let tokenValid = true;
  const failures: Failure[] = [];
  const sent: SentMessage[] = [];
  const state = { requests: 0 };
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const match = /^\/v[0-9.]+\/([0-9]+)\/messages$/.exec(path);
      if (req.method !== 'POST' || !match) return answer(404, metaError(100, 'Unknown path'));
      state.requests++;
      const body = (await readBody(req)) as TemplateBody | undefined;
      if (req.headers.authorization !== `Bearer ${TOKEN}` || !tokenValid) {
        return answer(401, metaError(190, 'Error validating access token: Session has expired.'));
      }
      if (match[1] !== PHONE_NUMBER_ID) {
        return answer(
          400,
          metaError(100, `Unsupported post request. Object with ID '${match[1]}' does not exist`),
        );
      }
      const failure = failures.shift();
      if (failure === 'timeout') {
        hanging.add(res);
        return; // never answered: the caller's timeout decides
      }
      if (failure === 500) return answer(500, metaError(131000, 'Something went wrong'));
      if (failure === 130429) return answer(429, metaError(130429, 'Rate limit hit'));
      if (failure === 131026) {
        return answer(
          400,
          metaError(
            131026,
            'Message undeliverable',
            'Receiver is incapable of receiving this message',
          ),
        );
      }
      const t = body?.template;
      const to = typeof body?.to === 'string' ? body.to : '';
      if (
        body?.messaging_product !== 'whatsapp' ||
        body.type !== 'template' ||
        !/^[0-9]{8,15}$/.test(to) ||
        !t
      ) {
        return answer(400, metaError(100, 'Invalid parameter'));
      }
      const name = String(t.name);
      const language = String(t.language?.code ?? '');
      const expected = APPROVED[name];
      if (expected === undefined || !['en', 'hi'].includes(language)) {
        return answer(
          404,
          metaError(
            132001,
            'Template name does not exist in the translation',
            `template name (${name}) does not exist in ${language}`,
          ),
        );
      }
      const parameters = (t.components ?? [])
        .filter((c) => c.type === 'body')
        .flatMap((c) => c.parameters ?? [])
        .map((p) => String(p.text ?? ''));
      if (parameters.length !== expected) {
        return answer(
          400,
          metaError(
            132000,
            'Number of parameters does not match the expected number of params',
            `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})`,
          ),
        );
      }
      const id = `wamid.${crypto.randomBytes(18).toString('base64url')}`;
      sent.push({ id, to, template: name, language, parameters });
      return answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id, message_status: 'accepted' }],
      });
    })();
  });
  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve),
  );
  const { port, address } = server.address() as AddressInfo;
  const url = `http://${address}:${port}`;

  return {
    url,
    shopEnv: {
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_API_URL: `${url}/v21.0`,
    },
    sent,
    get requests() {
      return state.requests;
    },
    expireToken: () => {
      tokenValid = false;
    },
    fail: (failure, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    statusCallback(waMessageId, status, at = new Date()) {
      const message = sent.find((m) => m.id === waMessageId);
      const payload = {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '102290129340398',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: {
                    display_phone_number: '15550783881',
                    phone_number_id: PHONE_NUMBER_ID,
                  },
                  statuses: [
                    {
                      id: waMessageId,
                      status,
                      timestamp: String(Math.floor(at.getTime() / 1000)),
                      recipient_id: message?.to ?? '919876543210',
                      ...(status === 'failed' && {
                        errors: [{ code: 131047, title: 'Re-engagement message' }],
                      }),
                    },
                  ],
                },
              },
            ],
          },
        ],
      };
      const body = JSON.stringify(payload);
      const signature = `sha256=${crypto.createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
      return { body, signature };
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
