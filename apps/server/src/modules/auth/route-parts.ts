import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-errors';
import { HttpError } from '../../lib/http-error';
import type { Client } from './service';
import { deviceToken, sessionToken } from './session-cookie';

/** Who is signing in: the request's address, browser, any session and device cookie it holds. */
export const requestClient = (req: FastifyRequest): Client => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  token: sessionToken(req),
  deviceToken: deviceToken(req),
});

/**
 * Runs a log in or sign up, for the API and for page actions alike: the shop's own refusals pass
 * through; anything unexpected is logged and answered with the spec's fallback text (§8).
 */
export async function withFallback<T>(
  req: FastifyRequest,
  fallback: { code: string; message: string },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof DomainError || err instanceof HttpError) throw err;
    req.log.error({ err }, `${fallback.code}`);
    throw new HttpError(500, fallback.code, fallback.message);
  }
}
