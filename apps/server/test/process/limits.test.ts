import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from './shop-process';

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.stop());

/** Sends raw bytes on a new connection; resolves with what came back when the server closed it. */
function raw(
  send: (socket: net.Socket, received: () => string) => unknown,
  timeoutMs = 20_000,
): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let text = '';
    const socket = net.connect(shop.port, '127.0.0.1', () => void send(socket, () => text));
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('error', () => {}); // a reset after the answer is fine
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${timeoutMs} ms; got: ${text.slice(0, 200)}`));
    }, timeoutMs);
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);

/** Resolves once the bytes are handed to the kernel, or at once when the socket has closed. */
const writeOut = (socket: net.Socket, data: string) =>
  new Promise<void>((resolve) => {
    if (!socket.writable) return resolve();
    socket.write(data, () => resolve());
  });

/** Resolves when `done()` holds, checking every 10 ms, or after `ms`. */
async function waitUpTo(ms: number, done: () => boolean): Promise<void> {
  for (const end = Date.now() + ms; !done() && Date.now() < end;) {
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('every request is bounded', () => {
  it('refuses a page form post declaring 200 MB from its headers, before reading its body', async () => {
    const { text } = await raw((s) =>
      s.write(
        'POST /track-order HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
          'Content-Length: 209715200\r\n\r\norderId=ORD1',
      ),
    );
    expect(statusOf(text)).toBe(413);
    expect(text.toLowerCase()).toContain('connection: close');
  });

  it('stops reading a chunked page post at the page limit', async () => {
    const chunk = 'a'.repeat(64 * 1024);
    // Chunk by chunk, as a slow client sends, stopping once the answer has come: a client that
    // keeps writing into a closed connection gets a reset that can drop the answer unread.
    const res = await raw(async (s, received) => {
      await writeOut(
        s,
        'POST /track-order HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n',
      );
      for (let i = 0; i < 8 && !received(); i++) {
        await writeOut(s, `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        await waitUpTo(200, () => received() !== '');
      }
      if (!received()) await writeOut(s, '0\r\n\r\n');
    });
    expect(statusOf(res.text)).toBe(413);
  });

  it('refuses an API body over 1 MB with 413', async () => {
    const res = await fetch(`${shop.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
  });

  it('answers page posts of other types with 415 and unreadable forms with 400, never 500', async () => {
    const post = (type: string | undefined, body: string) =>
      fetch(`${shop.url}/track-order`, {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body,
      });
    expect((await post('text/plain', 'orderId=ORD1')).status).toBe(415);
    expect((await post('application/json', '{"orderId":1}')).status).toBe(415);
    expect((await post('multipart/form-data; boundary=zzz', 'garbage')).status).toBe(400);
    expect((await post('multipart/form-data', '--x\r\n')).status).toBe(400);
  });

  it('answers a URL over 8 KB with 414 and headers over 16 KB with 431', async () => {
    expect((await fetch(`${shop.url}/products?q=${'a'.repeat(9000)}`)).status).toBe(414);
    const big = await raw((s) =>
      s.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(statusOf(big.text)).toBe(431);
  });

  it('refuses JSON nested 10,000 deep with 400', async () => {
    const res = await fetch(`${shop.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/nested/);
  });

  it('closes a connection whose headers never finish (slow loris) within the headers timeout', async () => {
    const { closedAfterMs } = await raw((s) => {
      s.write('GET / HTTP/1.1\r\nHost: x\r\n');
      // …and never the blank line: one more header line every second.
      const drip = setInterval(() => s.writable && s.write('X-Drip: 1\r\n'), 1000);
      s.on('close', () => clearInterval(drip));
    });
    expect(closedAfterMs).toBeLessThan(15_000);
  });
});
