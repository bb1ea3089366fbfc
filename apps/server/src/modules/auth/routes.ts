import { AUTH_ERRORS, AUTH_MESSAGES } from '@shop/shared/auth/errors';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@shop/shared/auth/schemas';
import { okMessageSchema, okSchema } from '@shop/shared/api/responses';
import { sessionUserSchema } from '@shop/shared/auth/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidForm, noBody } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import { adoptGuest, type GuestBelongings } from '../cart/cart-cookie';
import type { AuthService } from './service';
import { rememberedLanguage } from '../../ssr/language-choice';
import { requestClient, withFallback } from './route-parts';
import { clearSessionCookie, sessionToken, setSignInCookies } from './session-cookie';

const tags = ['Auth'];
const userAnswer = z.object({ user: sessionUserSchema });

export function authRoutes(
  app: FastifyInstance,
  auth: AuthService,
  guest: GuestBelongings,
  secureCookies: boolean,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: signupSchema,
        response: { 201: userAnswer, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req, reply) => {
      const signedIn = await withFallback(
        req,
        { code: 'signup_failed', message: AUTH_ERRORS.signupFailed },
        () => auth.signup(req.body, requestClient(req), rememberedLanguage(req)),
      );
      setSignInCookies(reply, signedIn, secureCookies);
      await adoptGuest(guest, signedIn.user.id, req, reply, secureCookies);
      return reply.status(201).send({ user: signedIn.user });
    },
  );

  api.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in (sets the session cookie)',
        body: loginSchema,
        response: { 200: userAnswer, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req, reply) => {
      const signedIn = await withFallback(
        req,
        { code: 'login_failed', message: AUTH_ERRORS.loginFailed },
        () => auth.login(req.body, requestClient(req)),
      );
      setSignInCookies(reply, signedIn, secureCookies);
      await adoptGuest(guest, signedIn.user.id, req, reply, secureCookies);
      return { user: signedIn.user };
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'End this session',
        body: noBody,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      await auth.logout(sessionToken(req));
      clearSessionCookie(reply, secureCookies);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/auth/me',
    {
      schema: {
        tags,
        summary: 'Who is signed in (null for a guest)',
        response: { 200: z.object({ user: sessionUserSchema.nullable() }), ...errorResponses },
      },
    },
    async (req) => ({ user: req.user }),
  );

  api.post(
    '/api/auth/password',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions end',
        body: changePasswordSchema,
        response: {
          200: okMessageSchema.extend({ endedSessions: z.number().int() }),
          ...errorResponses,
        },
      },
      preValidation: signedIn,
      schemaErrorFormatter: invalidForm,
    },
    async (req) => {
      const { user, sessionId } = requireUser(req);
      const { endedSessions } = await auth.changePassword(user, sessionId, req.body, req.ip);
      return { ok: true as const, endedSessions, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  api.post(
    '/api/auth/sign-out-others',
    {
      schema: {
        tags,
        summary: 'End every other session of this account',
        body: noBody,
        response: { 200: okSchema.extend({ endedSessions: z.number().int() }), ...errorResponses },
      },
      preValidation: signedIn,
    },
    async (req) => {
      const { user, sessionId } = requireUser(req);
      return {
        ok: true as const,
        endedSessions: await auth.signOutOtherSessions(user.id, sessionId),
      };
    },
  );

  api.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Email a password reset link (the same answer for any address)',
        body: forgotPasswordSchema,
        response: { 200: okMessageSchema, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => {
      await auth.requestPasswordReset(req.body.email);
      return { ok: true as const, message: AUTH_MESSAGES.resetEmailSent };
    },
  );

  api.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: "Set a new password with the reset link's token",
        body: resetPasswordSchema,
        response: { 200: okMessageSchema, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => {
      await auth.resetPassword(req.body);
      return { ok: true as const, message: AUTH_MESSAGES.passwordReset };
    },
  );
}
