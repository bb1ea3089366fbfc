import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { WhatsAppClient } from '../src/modules/whatsapp/client';
import { messagesForOrder } from '../src/modules/whatsapp/repository';
import { call, signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import { start, type WhatsAppFake } from './whatsapp-fake/fake';

/**
 * ADR 103: order updates on WhatsApp for shoppers who opted in at checkout, sent from an outbox
 * through the Cloud API (here its look-alike) with retries, and the status callbacks of Meta's
 * webhook recorded once each, only when signed with the app secret.
 */

const MINUTE = 60_000;
let fake: WhatsAppFake;
let t: TestApp;
let PAPER: number;
beforeAll(async () => {
  fake = await start();
  // The delivered template set to one with three parameters: the Cloud API refuses it (132000).
  t = await createTestApp({ ...fake.shopEnv, WHATSAPP_TEMPLATE_DELIVERED: 'order_placed' });
  PAPER = (await createProduct(t, { price: 150, stock: 500, category: 'paper-rolls' })).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function order(over: Record<string, unknown> = {}) {
  const { sid } = await signUp(t.app);
  const body = orderBody([{ productId: PAPER, quantity: 1 }], { whatsappUpdates: true, ...over });
  const res = await placeOrder(t.app, sid, body);
  expect(res.statusCode).toBe(201);
  return res.json().order.orderId as string;
}
const messages = (orderId: string) => messagesForOrder(t.database.db, orderId);
const inAWhile = (ms: number) => () => new Date(Date.now() + ms);
const webhook = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature && { 'x-hub-signature-256': signature }),
    },
    payload: body,
  });

describe(`WhatsApp order updates through the outbox, on ${engine}`, () => {
  it('sends the placed template to an opted-in shopper, in English, once', async () => {
    const orderId = await order();
    const [queued] = await messages(orderId);
    expect(queued).toMatchObject({ event: 'placed', status: 'pending', to_phone: '919820012345' });
    expect(await t.app.whatsapp.deliverPending()).toMatchObject({ sent: 1 });
    const sent = fake.sent.find((m) => m.parameters.includes(orderId))!;
    expect(sent).toMatchObject({ template: 'order_placed', language: 'en', to: '919820012345' });
    expect(sent.parameters).toEqual(['Asha Rao', orderId, expect.stringMatching(/^₹/)]);
    const [row] = await messages(orderId);
    expect(row).toMatchObject({ status: 'sent', wa_message_id: sent.id, attempts: 1 });
    // The same event again is not queued twice.
    expect(await t.app.whatsapp.notify(orderId, 'placed')).toBe('already_queued');
  });

  it('speaks the language the order was placed in, with links to its pages', async () => {
    const orderId = await order();
    await t.database.db
      .updateTable('orders')
      .set({ language: 'hi' })
      .where('order_id', '=', orderId)
      .execute();
    expect(await t.app.whatsapp.notify(orderId, 'out_for_delivery')).toBe('queued');
    await t.app.whatsapp.deliverPending();
    const sent = fake.sent.filter((m) => m.parameters.includes(orderId));
    expect(sent.map((m) => m.language).sort()).toEqual(['en', 'hi']);
    const hindi = sent.find((m) => m.language === 'hi')!;
    expect(hindi.parameters.at(-1)).toBe('http://shop.test/hi/track-order');
  });

  it('a COD order gets the confirmation template with its link; no opt-in, no message', async () => {
    const cod = await order({ paymentMethod: 'cod' });
    const [msg] = await messages(cod);
    expect(msg!.event).toBe('cod_confirm');
    const params = JSON.parse(msg!.parameters) as string[];
    expect(params).toHaveLength(4);
    expect(params[3]).toMatch(/^http:\/\/shop\.test\/confirm-cod\?token=ORD/);
    const quiet = await order({ whatsappUpdates: false });
    expect(await messages(quiet)).toEqual([]);
    expect(await t.app.whatsapp.notify(quiet, 'shipped')).toBe('not_opted_in');
    await t.app.whatsapp.deliverPending();
  });

  it('retries a 5xx and an expired token with backoff, then sends', async () => {
    const orderId = await order();
    fake.fail(500);
    expect(await t.app.whatsapp.deliverPending()).toMatchObject({ retrying: 1, sent: 0 });
    let [row] = await messages(orderId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toContain('HTTP 500');
    // Not due before its backoff.
    expect(await t.app.whatsapp.deliverPending()).toMatchObject({ sent: 0, retrying: 0 });
    expect(await t.app.whatsapp.deliverPending(inAWhile(MINUTE))).toMatchObject({ sent: 1 });
    [row] = await messages(orderId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up at once on a template whose parameters do not fit (132000)', async () => {
    const orderId = await order();
    await t.app.whatsapp.deliverPending();
    expect(await t.app.whatsapp.notify(orderId, 'delivered')).toBe('queued');
    expect(await t.app.whatsapp.deliverPending()).toMatchObject({ failed: 1 });
    const row = (await messages(orderId)).find((m) => m.event === 'delivered')!;
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('132000');
  });

  it('an undeliverable number fails; a timeout is retried', async () => {
    const client = new WhatsAppClient({
      apiUrl: fake.shopEnv.WHATSAPP_API_URL!,
      phoneNumberId: fake.shopEnv.WHATSAPP_PHONE_NUMBER_ID!,
      accessToken: fake.shopEnv.WHATSAPP_ACCESS_TOKEN!,
      timeoutMs: 300,
    });
    const msg = {
      to: '919820012345',
      template: 'order_delivered',
      language: 'hi',
      parameters: ['A', 'B'],
    };
    fake.fail('timeout');
    await expect(client.sendTemplate(msg)).rejects.toMatchObject({
      permanent: false,
      message: /timed out/,
    });
    fake.fail(131026);
    await expect(client.sendTemplate(msg)).rejects.toMatchObject({ permanent: true, code: 131026 });
    await expect(client.sendTemplate(msg)).resolves.toMatch(/^wamid\./);
  });

  it('an expired access token (401, code 190) is retried, not dropped', async () => {
    const orderId = await order();
    fake.expireToken();
    expect(await t.app.whatsapp.deliverPending()).toMatchObject({ retrying: 1 });
    const [row] = await messages(orderId);
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.last_error).toContain('code 190');
  });
});

describe(`the WhatsApp webhook, on ${engine}`, () => {
  it('answers the verify handshake only for our verify token', async () => {
    const ok = await call(
      t.app,
      'GET',
      `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${fake.shopEnv.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await call(
      t.app,
      'GET',
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    );
    expect(wrong.statusCode).toBe(403);
  });

  it('records each status once, never backwards, and refuses unsigned or altered callbacks', async () => {
    const sent = fake.sent[0]!;
    const delivered = fake.statusCallback(sent.id, 'delivered');
    expect((await webhook(delivered.body)).statusCode).toBe(401);
    expect((await webhook(delivered.body, 'sha256=' + '0'.repeat(64))).statusCode).toBe(401);
    const altered = delivered.body.replace('delivered', 'read');
    expect((await webhook(altered, delivered.signature)).statusCode).toBe(401);

    const first = await webhook(delivered.body, delivered.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: 1, duplicates: 0 });
    // Meta sends a callback again when our answer was slow: nothing changes.
    expect((await webhook(delivered.body, delivered.signature)).json()).toEqual({
      recorded: 0,
      duplicates: 1,
    });
    const read = fake.statusCallback(sent.id, 'read');
    await webhook(read.body, read.signature);
    const row = await t.database.db
      .selectFrom('whatsapp_messages')
      .selectAll()
      .where('wa_message_id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(row.delivery_status).toBe('read');
    const statuses = await t.database.db
      .selectFrom('whatsapp_statuses')
      .select('status')
      .where('wa_message_id', '=', sent.id)
      .execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['delivered', 'read']);
  });
});

describe('WhatsApp configuration', () => {
  it('is off by default and refuses half a configuration, naming the variable', async () => {
    expect(loadConfig({}).whatsapp).toEqual({ enabled: false });
    const half = {
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'x'.repeat(20),
    };
    expect(() => loadConfig(half)).toThrow(ConfigError);
    expect(() => loadConfig(half)).toThrow(/WHATSAPP_APP_SECRET: required/);
    expect(() => loadConfig({ ...fake.shopEnv, WHATSAPP_TEMPLATE_SHIPPED: 'Bad Name' })).toThrow(
      /WHATSAPP_TEMPLATE_SHIPPED/,
    );
    const off = await createTestApp();
    try {
      expect(await off.app.whatsapp.notify('ORD1700000000000', 'placed')).toBe('off');
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await off.close();
    }
  });
});
