import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * Every request is bounded before anything is buffered (ADR 024). One body limit per kind of
 * route: a route that takes more than the API's JSON sets its own `bodyLimit` from this table.
 */
export const BODY_LIMITS = {
  /** JSON bodies under /api. */
  api: 1024 * 1024,
  /** Form posts to page actions: the longest is a contact message or a product description. */
  page: 256 * 1024,
  /** One product image (5 MB) with its multipart framing. */
  upload: 5 * 1024 * 1024 + 64 * 1024,
  /** The back office's product form with its image (staff only, ssr/pages.ts). */
  productForm: 5 * 1024 * 1024 + 64 * 1024 + 256 * 1024,
} as const;

/** Longest request target (path and query) accepted; longer gets 414. */
export const MAX_URL_LENGTH = 8 * 1024;
/** Deepest JSON nesting accepted; our deepest body is 3 levels. */
export const MAX_JSON_DEPTH = 32;

/** Options for Node's HTTP server: header size and count, and the slow-client timeouts. */
export const SERVER_LIMITS = {
  /** Whole request (headers and body) must arrive within this: a slow upload over 4G fits. */
  requestTimeout: 60_000,
  /** Headers must arrive within this (slow-loris). */
  headersTimeout: 10_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: 5_000,
  /** Request line and headers together, in bytes (Node's default). */
  maxHeaderSize: 16 * 1024,
  maxHeadersCount: 100,
  /** How often Node looks for connections past those timeouts. */
  connectionsCheckingInterval: 2_000,
} as const;

/**
 * Answers a request Node could not parse (bad bytes, headers too large, too slow) and closes the
 * connection, saying so: Fastify's default closes it without `Connection: close`, so a keep-alive
 * client could send its next request into a dead socket. Bodies use the API's error shape.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'timeout', 'The request took too long to arrive.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request headers are too large.']
        : [400, 'bad_request', 'The request could not be read.'];
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * How long and how much of a refused body is read after its answer, before the connection is
 * closed: nginx's lingering close (`lingering_close`, `lingering_time` 30 s, `lingering_timeout`
 * 5 s), shorter here and with a byte cap too. A server that closes while the client is still
 * sending makes the kernel answer the next bytes with a reset, which can arrive before the
 * client has read the answer: the client then sees EPIPE or ECONNRESET instead of the 413.
 */
export const LINGER = {
  /** At most this long after the answer (nginx's lingering_time). */
  timeMs: 10_000,
  /** Closed sooner when nothing arrives for this long (nginx's lingering_timeout). */
  idleMs: 2_000,
  /** Closed sooner after this many more bytes: a refused body is not read without end. */
  bytes: 32 * 1024 * 1024,
  /** How often the bytes read so far are looked at. */
  checkMs: 100,
} as const;

const tooLarge = () => new HttpError(413, 'body_too_large', 'The request body is too large.');

/**
 * Refuses, from the headers alone, a request whose URL is too long or whose declared body is
 * larger than its route accepts. Bodies without a length (chunked) are counted by the parsers,
 * which stop at the same limit. Either way the answer says `Connection: close`, and the rest of
 * the body is read and thrown away for a bounded time before the connection closes (LINGER).
 */
export function registerLimits(app: FastifyInstance): void {
  app.server.maxHeadersCount = SERVER_LIMITS.maxHeadersCount;
  app.server.headersTimeout = SERVER_LIMITS.headersTimeout;

  // Any answer sent before its request's body has all arrived (a refusal, from the headers or
  // part-way through) closes the connection, lingering first: the answer is read every time.
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete) return;
    reply.header('connection', 'close');
    lingerBeforeClosing(request.raw.socket);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      reply.header('connection', 'close');
      throw new HttpError(414, 'url_too_long', 'The address is too long.');
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > request.routeOptions.bodyLimit) throw tooLarge();
  });

  // JSON: the standard parser, after a cheap check that the nesting is not absurdly deep (a deep
  // body is valid JSON that no route of ours accepts, and parsing it costs stack and time).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(new HttpError(400, 'bad_request', 'The request body is nested too deeply.'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * Makes Node's close after this connection's answer a lingering one: Node calls `destroySoon`
 * once an answer saying `Connection: close` is written. The answer is followed by a FIN (the
 * client knows it is whole), then whatever the client still sends is read and dropped, until it
 * stops sending for LINGER.idleMs, has sent LINGER.bytes more, or LINGER.timeMs has passed.
 */
export function lingerBeforeClosing(socket: Socket): void {
  if (socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = () => {
    socket.end();
    const startedAt = Date.now();
    const startBytes = socket.bytesRead;
    let lastBytes = startBytes;
    let lastArrival = startedAt;
    const check = setInterval(() => {
      const now = Date.now();
      const bytes = socket.bytesRead;
      if (bytes !== lastBytes) [lastBytes, lastArrival] = [bytes, now];
      if (
        now - startedAt >= LINGER.timeMs ||
        now - lastArrival >= LINGER.idleMs ||
        bytes - startBytes >= LINGER.bytes
      ) {
        socket.destroy();
      }
    }, LINGER.checkMs);
    check.unref();
    socket.once('close', () => clearInterval(check));
    // The client closed its side: nothing more will arrive.
    socket.once('end', () => socket.destroy());
  };
}

const lingering = new WeakSet<Socket>();

/** Depth of the deepest array or object in a JSON text, ignoring brackets inside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) deepest = Math.max(deepest, ++depth);
    else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return deepest;
}
