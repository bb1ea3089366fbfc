import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type NewSession } from './sessions';

function baseOptions(secure: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure };
}

/**
 * Remembered sessions get a cookie that outlives the browser (Max-Age = the session's absolute
 * lifetime); others get a browser-session cookie with no Max-Age or Expires.
 */
export function setSessionCookie(reply: FastifyReply, session: NewSession, secure: boolean): void {
  const options = baseOptions(secure);
  if (session.remember) {
    options.maxAge = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
  }
  reply.setCookie(SESSION_COOKIE, session.token, options);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, baseOptions(secure));
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}
