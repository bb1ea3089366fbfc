import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce that server-rendered inline scripts carry (CSP). */
    cspNonce: string;
  }
}

/** Security headers on every response; CSP with a fresh script nonce per request. */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, opts.https));
  });
}

function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Style attributes come from React's style prop; no inline <script> is allowed without the nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
