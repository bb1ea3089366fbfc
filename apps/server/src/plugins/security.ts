import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce that server-rendered inline scripts carry (CSP). */
    cspNonce: string;
  }
}

/**
 * Origins Razorpay Checkout needs beyond checkout.js's own (ADR 016): its window is a frame from
 * api.razorpay.com, it calls api and lumberjack (telemetry), and it loads a risk-check script and
 * images from its CDN.
 */
const RAZORPAY = {
  script: ['https://cdn.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/**
 * Security headers on every response; CSP with a fresh script nonce per request. A cached page's
 * response has its inline scripts allowed by their hashes instead (ssr/cached-page.ts). Returns
 * the headers of a response that runs no script (the same, with no nonce), for the front door.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: {
    https: boolean;
    /** Live payments: the checkout.js URL, whose origin may serve scripts, frames and calls. */
    checkoutUrl?: string;
  },
): Promise<Record<string, string>> {
  const checkoutOrigin = opts.checkoutUrl ? new URL(opts.checkoutUrl).origin : undefined;
  const standard = helmetHeaders({
    contentSecurityPolicy: false,
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // The policy is written once; each request only puts its nonce in (every request
  // pays for this hook).
  const [beforeNonce, afterNonce] = contentSecurityPolicy(
    NONCE_MARK,
    opts.https,
    checkoutOrigin,
  ).split(NONCE_MARK) as [string, string];
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    request.cspNonce = freshNonce();
    reply.headers(standard);
    reply.header('content-security-policy', beforeNonce + request.cspNonce + afterNonce);
    done();
  });
  return {
    ...standard,
    'content-security-policy': contentSecurityPolicy(null, opts.https, checkoutOrigin),
  };
}

/**
 * helmet's headers for these options, asked of it once: its middleware only sets constant
 * headers (the CSP is ours), and built per request, as @fastify/helmet did, it cost about a
 * fifth of a kept JSON answer's time.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  // Safe: helmet's middleware reads nothing of the request and only sets and removes headers of
  // the response, the two methods this stand-in has.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

const NONCE_MARK = '\0nonce\0';
const NONCE_BYTES = 16;

/**
 * Nonces cut from one buffer of random bytes (the system's CSPRNG), refilled once every 256
 * nonces instead of one call per request. No two requests share bytes.
 */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;
function freshNonce(): string {
  if (nonceOffset === noncePool.length) {
    crypto.randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

const sources = (...lists: string[][]) => [...new Set(lists.flat())].join(' ');

/** The policy; `nonce` null for an answer that runs no inline script. */
function contentSecurityPolicy(
  nonce: string | null,
  https: boolean,
  checkoutOrigin?: string,
): string {
  // Live payments only: the demo never loads anything from Razorpay.
  const pay = (extra: string[]) => (checkoutOrigin ? [checkoutOrigin, ...extra] : []);
  const scripts = nonce === null ? ["'self'"] : ["'self'", `'nonce-${nonce}'`];
  const directives = [
    "default-src 'self'",
    `script-src ${sources(scripts, pay(RAZORPAY.script))}`,
    // Style attributes come from React's style prop; no inline <script> is allowed without the nonce.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources(["'self'", 'data:', 'blob:'], checkoutOrigin ? RAZORPAY.img : [])}`,
    "font-src 'self'",
    `connect-src ${sources(["'self'"], pay(RAZORPAY.connect))}`,
    ...(checkoutOrigin
      ? [`frame-src ${sources(["'self'"], RAZORPAY.frame, [checkoutOrigin])}`]
      : []),
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
