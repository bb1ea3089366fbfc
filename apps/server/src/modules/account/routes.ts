import { profileSchema } from '@shop/shared/auth/schemas';
import type { FastifyInstance } from 'fastify';
import { parseFormOr400 } from '../../lib/form';
import { requireUser } from '../../plugins/auth';
import type { AccountService } from './service';

export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  app.get('/api/account/profile', async (req) => {
    const { user } = requireUser(req);
    return { profile: await account.profile(user.id) };
  });

  app.put('/api/account/profile', async (req) => {
    const { user } = requireUser(req);
    const input = parseFormOr400(profileSchema, req.body);
    return { profile: await account.updateProfile(user.id, input) };
  });
}
