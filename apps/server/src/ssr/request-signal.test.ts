import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { abandonedSignal } from './request-signal';

let server: http.Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server handing each request's signal to `onSignal`, responding when `respond` is set. */
async function serve(
  respond: boolean,
  onSignal: (signal: AbortSignal, closed: Promise<void>) => void,
) {
  server = http.createServer((_req, res) => {
    const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
    onSignal(abandonedSignal(res), closed);
    if (respond) res.end('page');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('abandonedSignal', () => {
  it('is never aborted once the response has been sent', async () => {
    let seen: { signal: AbortSignal; closed: Promise<void> } | undefined;
    const origin = await serve(true, (signal, closed) => (seen = { signal, closed }));
    const res = await fetch(origin, { headers: { connection: 'close' } });
    expect(await res.text()).toBe('page');
    await seen!.closed;
    expect(seen!.signal.aborted).toBe(false);
  });

  it('is aborted when the visitor goes away before the response', async () => {
    let arrived!: (seen: { signal: AbortSignal; closed: Promise<void> }) => void;
    const seen = new Promise<{ signal: AbortSignal; closed: Promise<void> }>(
      (resolve) => (arrived = resolve),
    );
    const origin = await serve(false, (signal, closed) => arrived({ signal, closed }));
    const req = http.get(origin);
    req.on('error', () => {});
    // Gone only once the server holds the request, however slow the machine.
    const { signal, closed } = await seen;
    req.destroy();
    await closed;
    expect(signal.aborted).toBe(true);
  });
});
