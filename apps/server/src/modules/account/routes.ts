import { profileResponseSchema } from '@shop/shared/auth/responses';
import { profileSchema } from '@shop/shared/auth/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidForm } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import type { AccountService } from './service';

const tags = ['Account'];
const profileAnswer = z.object({ profile: profileResponseSchema });

export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/account/profile',
    {
      schema: {
        tags,
        summary: 'The profile: name, email and delivery details',
        response: { 200: profileAnswer, ...errorResponses },
      },
      preValidation: signedIn,
    },
    async (req) => {
      const { user } = requireUser(req);
      return { profile: await account.profile(user.id) };
    },
  );

  api.put(
    '/api/account/profile',
    {
      schema: {
        tags,
        summary: 'Replace the profile (delivery fields may be empty)',
        body: profileSchema,
        response: { 200: profileAnswer, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: invalidForm,
    },
    async (req) => {
      const { user } = requireUser(req);
      return { profile: await account.updateProfile(user.id, req.body) };
    },
  );
}
