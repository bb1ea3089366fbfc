import { AUTH_ERRORS, AUTH_MESSAGES } from '@shop/shared/auth/errors';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@shop/shared/auth/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseFormOr400 } from '../../lib/form';
import { DomainError } from '../../lib/domain-errors';
import { HttpError } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { TooManyAttemptsError, type AuthService, type Client } from './service';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie';

const client = (req: FastifyRequest): Client => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  token: sessionToken(req),
});

/**
 * Runs a log in or sign up: the shop's own errors pass through (with Retry-After on a lock);
 * anything unexpected is logged and answered with the spec's fallback text.
 */
async function withFallback<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  fallback: { code: string; message: string },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof TooManyAttemptsError) {
      reply.header('retry-after', String(err.retryAfterSeconds));
    }
    if (err instanceof DomainError || err instanceof HttpError) throw err;
    req.log.error({ err }, `${fallback.code}`);
    throw new HttpError(500, fallback.code, fallback.message);
  }
}

export function authRoutes(app: FastifyInstance, auth: AuthService, secureCookies: boolean): void {
  app.post('/api/auth/signup', async (req, reply) => {
    const input = parseFormOr400(signupSchema, req.body);
    const { user, session } = await withFallback(
      req,
      reply,
      { code: 'signup_failed', message: AUTH_ERRORS.signupFailed },
      () => auth.signup(input, client(req)),
    );
    setSessionCookie(reply, session, secureCookies);
    return reply.status(201).send({ user });
  });

  app.post('/api/auth/login', async (req, reply) => {
    const input = parseFormOr400(loginSchema, req.body);
    const { user, session } = await withFallback(
      req,
      reply,
      { code: 'login_failed', message: AUTH_ERRORS.loginFailed },
      () => auth.login(input, client(req)),
    );
    setSessionCookie(reply, session, secureCookies);
    return { user };
  });

  app.post('/api/auth/logout', async (req, reply) => {
    await auth.logout(sessionToken(req));
    clearSessionCookie(reply, secureCookies);
    return { ok: true };
  });

  app.get('/api/auth/me', async (req) => ({ user: req.user }));

  app.post('/api/auth/password', async (req) => {
    const { user, sessionId } = requireUser(req);
    const input = parseFormOr400(changePasswordSchema, req.body);
    const { endedSessions } = await auth.changePassword(user, sessionId, input, req.ip);
    return { ok: true, endedSessions, message: AUTH_MESSAGES.passwordChanged };
  });

  app.post('/api/auth/sign-out-others', async (req) => {
    const { user, sessionId } = requireUser(req);
    return { ok: true, endedSessions: await auth.signOutOtherSessions(user.id, sessionId) };
  });

  app.post('/api/auth/forgot-password', async (req) => {
    const { email } = parseFormOr400(forgotPasswordSchema, req.body);
    await auth.requestPasswordReset(email);
    return { ok: true, message: AUTH_MESSAGES.resetEmailSent };
  });

  app.post('/api/auth/reset-password', async (req) => {
    const input = parseFormOr400(resetPasswordSchema, req.body);
    await auth.resetPassword(input);
    return { ok: true, message: AUTH_MESSAGES.passwordReset };
  });
}
