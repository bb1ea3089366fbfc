import http from 'node:http';
import type { Socket } from 'node:net';
import { setImmediate as tick } from 'node:timers/promises';

/** A body too large to keep in the generated case: `size` bytes of `fill` after `prefix`. */
export interface HugeBody {
  size: number;
  fill: string;
  prefix: string;
  /** Sent without Content-Length (Transfer-Encoding: chunked), so only the parser can count. */
  chunked: boolean;
}

export type Body = Buffer | HugeBody;

/** One generated request, exactly as it goes on the wire (the path is not normalised). */
export interface FuzzRequest {
  /** Which generator made it, for the breakdown. */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Body;
  /** Whose session cookie to add when sending (real tokens exist only once the shop runs). */
  session: 'none' | 'customer' | 'admin' | 'bogus';
  /** The body is over the route's limit: any answer but a 4xx is a failure. */
  mustRefuse?: boolean;
  /** A webhook body to sign with the webhook secret, so the fuzz gets past the signature check. */
  signed?: boolean;
}

export interface Outcome {
  status?: number;
  /** A connection error or timeout with no response at all. */
  error?: string;
  contentType?: string;
  /** The first bytes of the response body. */
  responseStart: string;
}

const CHUNK = 64 * 1024;

/** The first 200 bytes of a request body, printable, to reproduce a failure. */
export function bodyPreview(body: Body | undefined): string {
  if (body === undefined) return '(none)';
  if (Buffer.isBuffer(body)) return JSON.stringify(body.subarray(0, 200).toString('latin1'));
  const start = (body.prefix + body.fill.repeat(Math.ceil(200 / body.fill.length))).slice(0, 200);
  return `${body.size} bytes${body.chunked ? ' (chunked)' : ''}: ${JSON.stringify(start)}…`;
}

/** Sockets that have carried a whole exchange: a failure on one of these may be a stale socket. */
const served = new WeakSet<Socket>();

/**
 * Sends one request over `agent`, retrying once on a fresh connection when a kept-alive socket
 * turned out to be closed by the server before the request went out. That race is the client's:
 * after a request the HTTP parser refuses (a bad byte in the path, headers over 16 kB), the
 * server answers and closes the socket without saying `Connection: close`, so the agent may pick
 * it for the next request before it hears of the close.
 */
export async function send(
  agent: http.Agent,
  port: number,
  req: FuzzRequest,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Outcome> {
  const first = await sendOnce(agent, port, req, headers, timeoutMs);
  if (first.outcome.error && first.reusedSocket) {
    return (await sendOnce(undefined, port, req, headers, timeoutMs)).outcome;
  }
  return first.outcome;
}

function sendOnce(
  agent: http.Agent | undefined,
  port: number,
  req: FuzzRequest,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ outcome: Outcome; reusedSocket: boolean }> {
  return new Promise((resolve) => {
    const { body } = req;
    const allHeaders: Record<string, string> = { ...headers };
    if (Buffer.isBuffer(body)) allHeaders['content-length'] = String(body.length);
    else if (body && !body.chunked) allHeaders['content-length'] = String(body.size);
    let status: number | undefined;
    let contentType: string | undefined;
    let responseStart = Buffer.alloc(0);
    let settled = false;
    let reusedSocket = false;
    let socket: Socket | undefined;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A body the server refused before reading it all is not sent on.
      if (!request.writableFinished) request.destroy();
      const outcome: Outcome = {
        ...(status !== undefined ? { status } : { error: error ?? 'no response' }),
        ...(contentType !== undefined && { contentType }),
        responseStart: responseStart.toString('utf8'),
      };
      resolve({ outcome, reusedSocket });
    };
    let request: http.ClientRequest;
    try {
      request = http.request(
        {
          agent: agent ?? false,
          host: '127.0.0.1',
          port,
          method: req.method,
          path: req.path,
          headers: allHeaders,
        },
        (res) => {
          status = res.statusCode;
          contentType = res.headers['content-type'];
          res.on('data', (chunk: Buffer) => {
            if (responseStart.length < 200) {
              responseStart = Buffer.concat([responseStart, chunk]).subarray(0, 200);
            }
          });
          res.on('end', () => {
            if (socket) served.add(socket);
            finish();
          });
          res.on('error', (err) => finish(err.message));
          res.on('close', () => finish());
        },
      );
    } catch (err) {
      // Node refused to send it (an unescaped path, a bad header): the generator's fault.
      resolve({
        outcome: { error: `unsendable: ${(err as Error).message}`, responseStart: '' },
        reusedSocket: false,
      });
      return;
    }
    const timer = setTimeout(() => {
      finish(`timeout after ${timeoutMs} ms`);
      request.destroy();
    }, timeoutMs);
    // Once answered, a write error is the server closing the connection on a refused body.
    request.on('socket', (s) => {
      socket = s;
      reusedSocket = served.has(s);
    });
    request.on('error', (err: NodeJS.ErrnoException) => finish(`${err.code ?? ''} ${err.message}`));
    if (body === undefined) request.end();
    else if (Buffer.isBuffer(body)) request.end(body);
    else void writeHuge(request, body, () => status !== undefined || settled);
  });
}

/** Streams a huge body, stopping as soon as the server has answered (it refuses early). */
async function writeHuge(
  request: http.ClientRequest,
  body: HugeBody,
  answered: () => boolean,
): Promise<void> {
  const fill = Buffer.from(body.fill.repeat(Math.ceil(CHUNK / body.fill.length))).subarray(
    0,
    CHUNK,
  );
  let sent = 0;
  const prefix = Buffer.from(body.prefix);
  if (prefix.length) {
    request.write(prefix);
    sent += prefix.length;
  }
  while (sent < body.size) {
    if (answered() || request.destroyed) return;
    const piece = fill.subarray(0, Math.min(CHUNK, body.size - sent));
    sent += piece.length;
    if (!request.write(piece)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          request.off('drain', done);
          request.off('close', done);
          resolve();
        };
        request.on('drain', done);
        request.on('close', done);
      });
    } else {
      await tick();
    }
  }
  if (!answered() && !request.destroyed) request.end();
}
