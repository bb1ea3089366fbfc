import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions, ShopLogController } from '../logger';
import { registerRequestId, requestIdGenerator } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A shop-like app logging at debug into a string; its route logs a line of its own. */
function app(trustProxy: string) {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const { trustProxy: trust } = loadConfig({ TRUST_PROXY: trustProxy });
  const options = loggerOptions({ logLevel: 'debug', logFormat: 'json' }, out);
  const shop = Fastify({
    logger: { ...(options as object), stream: out },
    logController: new ShopLogController(),
    trustProxy: trust,
    genReqId: requestIdGenerator(trust),
    requestIdHeader: false,
  });
  registerRequestId(shop);
  shop.get('/ok', async (request) => {
    request.log.info('looked something up');
    // A service logs through the app's logger, made once, after an await.
    await Promise.resolve();
    shop.log.info('a service did its part');
    return { ok: true };
  });
  shop.get('/broken', async () => {
    throw new Error('database gone');
  });
  const lines = () =>
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; reqId?: string });
  return { shop, lines };
}

const ask = (
  shop: ReturnType<typeof app>['shop'],
  url: string,
  remoteAddress = '203.0.113.7',
  id?: string,
) => shop.inject({ url, remoteAddress, headers: id ? { 'x-request-id': id } : {} });

describe('request ids', () => {
  it('are on every log line of a request and in its X-Request-Id, failures included', async () => {
    const { shop, lines } = app('false');
    const ok = await ask(shop, '/ok');
    const broken = await ask(shop, '/broken');
    await shop.close();
    expect(broken.statusCode).toBe(500);
    const ids = [ok, broken].map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    const of = (id: string) => lines().filter((line) => line.reqId === id);
    expect(of(ids[0]!).map((l) => l.msg)).toEqual([
      'incoming request',
      'looked something up',
      'a service did its part',
      'request completed',
    ]);
    expect(of(ids[1]!).map((l) => l.msg)).toEqual([
      'incoming request',
      'database gone',
      'request completed',
    ]);
    expect(lines().filter((line) => !line.reqId)).toEqual([]);
  });

  it('ignore the X-Request-Id of anyone while TRUST_PROXY is unset', async () => {
    const { shop } = app('false');
    const res = await ask(shop, '/ok', '127.0.0.1', 'abc-123');
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('keep a well-formed X-Request-Id from a proxy TRUST_PROXY believes, from no one else', async () => {
    for (const trust of ['127.0.0.1', '127.0.0.0/8', '1', 'true']) {
      const { shop } = app(trust);
      expect((await ask(shop, '/ok', '127.0.0.1', 'nginx-5f1e')).headers['x-request-id']).toBe(
        'nginx-5f1e',
      );
      expect((await ask(shop, '/ok', '::ffff:127.0.0.1', 'dual')).headers['x-request-id']).toBe(
        'dual',
      );
      // Too long, or with what could break a log line: a new id instead.
      for (const bad of ['x'.repeat(129), 'a b', 'a"b']) {
        expect((await ask(shop, '/ok', '127.0.0.1', bad)).headers['x-request-id']).toMatch(UUID);
      }
    }
    const { shop } = app('127.0.0.1');
    expect((await ask(shop, '/ok', '198.51.100.4', 'forged')).headers['x-request-id']).toMatch(
      UUID,
    );
  });
});
