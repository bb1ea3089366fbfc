import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The header a request's id comes in from a trusted proxy and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: bounded, and nothing that could break a log line. */
const ACCEPTED_ID = /^[\w.:/+=@-]{1,128}$/;

/**
 * Fastify's genReqId (ADR 088): a new UUID for each request, unique across processes and
 * restarts (Fastify's own counter starts again at req-1 in each process), so one id finds a
 * request in the logs of several servers. The id in `X-Request-Id` is kept instead only from a
 * proxy TRUST_PROXY believes, so that the proxy's access log and ours share it; from anyone else
 * it is ignored, like their `X-Forwarded-For`.
 */
export function requestIdGenerator(
  trustProxy: Config['trustProxy'],
): (req: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  if (!trusted) return () => crypto.randomUUID();
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && trusted(req.socket.remoteAddress)) {
      return given;
    }
    return crypto.randomUUID();
  };
}

/** Whether the connection comes from a proxy TRUST_PROXY believes; undefined: none is. */
function trustedPeer(
  trustProxy: Config['trustProxy'],
): ((address: string | undefined) => boolean) | undefined {
  if (trustProxy === false) return undefined;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'function') {
    return (address) => address !== undefined && trustProxy(unmapped(address), 0);
  }
  const list = new net.BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.trim().split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!net.isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefixLength(prefix), family);
  }
  return (address) => {
    if (address === undefined) return false;
    const plain = unmapped(address);
    return list.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** A prefix as a length (24) or, as proxy-addr also takes it, a netmask (255.255.255.0). */
function prefixLength(prefix: string): number {
  if (!prefix.includes('.')) return Number(prefix);
  return prefix
    .split('.')
    .map((octet) => Number(octet).toString(2).replaceAll('0', '').length)
    .reduce((sum, bits) => sum + bits, 0);
}

/** An IPv4 client on a dual-stack socket is seen as ::ffff:a.b.c.d. */
const unmapped = (address: string) =>
  address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;

/**
 * The request a piece of work is done for, across its awaits: services log through the app's
 * logger, not the request's, and the logger's mixin reads the id from here (logger.ts). Node 24+
 * keeps this in the async context frame, so it costs no promise hooks.
 */
export const requestScope = new AsyncLocalStorage<{ id: string }>();

/**
 * Every response Fastify sends says which request it was, in `X-Request-Id`, and everything the
 * request's hooks and handler do runs inside its scope.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestScope.run({ id: request.id }, done);
  });
}
