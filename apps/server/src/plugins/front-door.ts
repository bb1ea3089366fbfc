import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { ifNoneMatchHits } from '../lib/if-none-match';
import { JSON_TYPE, type KeptJson } from '../lib/json-cache';
import { keptLookups, observeRequest } from '../lib/shop-metrics';
import { SESSION_COOKIE } from '../modules/auth/sessions';

/** Where kept JSON answers are found by URL: only answers made, at a revision known current. */
export type KeptJsonFinder = (url: string) => KeptJson | undefined;

/** The options of Fastify's that shape its HTTP server (fastify/lib/server.js). */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

const carriesSession = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/**
 * Kept JSON answers sent before the framework sees the request (ADR 094). A kept
 * catalogue answer is the same bytes for everyone, yet through Fastify it cost twice what
 * sending those bytes costs: routing, validation, a logger and the hooks every request runs
 * (limits, security headers, cookies, CSRF, session, ETag, compression). The front door answers
 * a plain GET of a URL whose answer is kept, made and current, with the headers the framework
 * would give it; every other request goes on to Fastify as if the door were not there: a
 * visitor with a session (their answers are marked private), a request with a body, HEAD, an
 * answer not made yet or whose compressed copy is not, a revision not known to be current, and
 * everything from the moment the shop drains. Its answers are counted in the metrics like the
 * framework's (ADR 088), but have no request id and write no log line.
 */
export class FrontDoor {
  private find: KeptJsonFinder | undefined;
  private headers: Record<string, string> | undefined;

  /**
   * Opens the door: `headers` are the security headers of an answer that runs no script (the
   * framework's, without a nonce), `find` where kept answers are.
   */
  open(headers: Record<string, string>, find: KeptJsonFinder): void {
    this.headers = headers;
    this.find = find;
  }

  /** Closes it: every request goes to the framework (from the moment the shop drains). */
  close(): void {
    this.find = undefined;
  }

  /** Sends the kept answer for this request and says so, or leaves it to the framework. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const { find, headers } = this;
    if (!find || !headers || req.method !== 'GET' || !req.url) return false;
    const { cookie } = req.headers;
    if (cookie && carriesSession.test(cookie)) return false;
    if (req.headers['transfer-encoding'] || Number(req.headers['content-length'] ?? 0) > 0) {
      return false;
    }
    const kept = find(req.url);
    if (!kept) return false;
    const encoding = kept.copies.encodingFor(req.headers['accept-encoding']);
    const body = kept.copies.ready(encoding);
    if (!body) return false; // the framework's answer makes the copy
    // Timed only while metrics are served (the kept answer then names its route).
    const start = kept.route ? performance.now() : 0;
    const sent = { ...headers, etag: kept.etag, vary: 'accept-encoding' };
    keptLookups.json.lookups++;
    if (ifNoneMatchHits(req.headers['if-none-match'], kept.etag)) {
      res.writeHead(304, sent).end();
    } else {
      res.writeHead(200, {
        ...sent,
        'content-type': JSON_TYPE,
        ...(encoding && { 'content-encoding': encoding }),
        'content-length': body.length,
      });
      res.end(body);
    }
    // Counted with the framework's answers; the time is the door's own, to the socket's buffer.
    if (kept.route)
      observeRequest('GET', kept.route, res.statusCode, (performance.now() - start) / 1000);
    return true;
  }

  /**
   * Fastify's HTTP server (as Fastify makes it: its http options and timeouts) with this door in
   * front of its handler.
   */
  server(): FastifyServerFactory {
    return (handler, options) => {
      // Safe: Fastify hands the factory its own options, defaults filled in (fastify.js).
      const made = options as unknown as ServerOptions;
      const server = http.createServer(made.http ?? {}, (req, res) => {
        if (!this.answer(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = made.keepAliveTimeout;
      server.requestTimeout = made.requestTimeout;
      server.setTimeout(made.connectionTimeout);
      return server;
    };
  }
}
