import fp from 'fastify-plugin';
import { accountRoutes } from './routes';
import { AccountService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountService;
  }
}

export const accountModule = fp(
  async (app) => {
    const account = new AccountService(app.db);
    app.decorate('account', account);
    accountRoutes(app, account);
  },
  { name: 'account' },
);
