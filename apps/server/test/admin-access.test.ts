import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCustomerService } from '../src/modules/admin/customers/service';
import { makeAdmin } from '../src/modules/admin/staff/make-admin';
import { hashPassword } from '../src/modules/auth/passwords';
import {
  call,
  currentUser,
  errorOf,
  logIn,
  sidCookie,
  signUp,
  staffSession,
  uniqueEmail,
} from './helpers/auth';
import { createProduct, FACTORY_ACTOR } from './helpers/factories';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const root = fileURLToPath(new URL('../../..', import.meta.url));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Every route the server knows under /api/admin, read from Fastify's own route tree, so a route
 * added anywhere later (inside the back office plugin or not) is checked too.
 */
function adminRoutes(app: FastifyInstance): { method: Method; url: string }[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: { method: Method; url: string }[] = [];
  for (const line of lines) {
    const m = /^((?:[│ ] {3})*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const url = stack.join('');
    if (!url.startsWith('/api/admin')) continue;
    for (const method of m[3]!.split(', ')) {
      if (method !== 'HEAD') routes.push({ method: method as Method, url });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern, naming nothing that exists (staff calls change nothing). */
const sample = (url: string) =>
  url.replace(':orderId', 'ORD1763712000000').replace(/:[a-zA-Z]+/g, '999999');

describe(`back office authorization on ${engine}`, () => {
  it('answers 401 to guests and 403 to customers on every /api/admin route', async () => {
    const routes = adminRoutes(t.app);
    // The enumeration itself must work: these are among the routes it has to find.
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin/dashboard' },
        { method: 'PUT', url: '/api/admin/products/:id' },
        { method: 'DELETE', url: '/api/admin/products/:id' },
        { method: 'POST', url: '/api/admin/uploads' },
        { method: 'GET', url: '/api/admin/orders.csv' },
        { method: 'POST', url: '/api/admin/orders/:orderId/status' },
        { method: 'POST', url: '/api/admin/customers/:id/disable' },
        { method: 'GET', url: '/api/admin/audit' },
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(24);

    const customer = await signUp(t.app);
    const admin = await staffSession(t);
    for (const { method, url } of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const guest = await call(t.app, method, sample(url), { body });
      expect(guest.statusCode, `guest ${method} ${url}`).toBe(401);
      expect(errorOf(guest)).toEqual({
        code: 'unauthenticated',
        message: AUTH_ERRORS.signInRequired,
      });

      const shopper = await call(t.app, method, sample(url), { sid: customer.sid, body });
      expect(shopper.statusCode, `customer ${method} ${url}`).toBe(403);
      expect(errorOf(shopper)).toEqual({ code: 'forbidden', message: ADMIN_ERRORS.staffOnly });

      // Staff get past the guard: whatever they get, it is not the guard's refusal.
      const staff = await call(t.app, method, sample(url), { sid: admin.sid, body });
      expect([401, 403], `admin ${method} ${url} → ${staff.statusCode}`).not.toContain(
        staff.statusCode,
      );
      expect(staff.statusCode, `admin ${method} ${url}`).toBeLessThan(500);
    }
  });

  it('lets an admin in, and refuses an admin write without the CSRF header', async () => {
    const admin = await staffSession(t);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { sid: admin.sid })).statusCode).toBe(
      200,
    );
    const { id } = await createProduct(t);
    const forged = await call(t.app, 'POST', `/api/admin/products/${id}/hide`, {
      sid: admin.sid,
      noCsrfHeader: true,
    });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('csrf');
  });

  it('takes the role away at once when an admin becomes a customer again', async () => {
    const admin = await staffSession(t);
    expect((await call(t.app, 'GET', '/api/admin/audit', { sid: admin.sid })).statusCode).toBe(200);
    // Kept as a direct write: the role changed outside the app with the session left open (the
    // staff page's revoke also ends the sessions, so it could not show the role is read anew).
    await t.database.db
      .updateTable('users')
      .set({ role: 'customer' })
      .where('id', '=', admin.user.id)
      .execute();
    expect((await call(t.app, 'GET', '/api/admin/audit', { sid: admin.sid })).statusCode).toBe(403);
  });
});

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin:create -- …` against the test database; `stdin` null leaves it empty. */
function adminCreate(args: string[], stdin: string | null): Promise<CliResult> {
  const env = {
    ...process.env,
    DATA_DIR: t.dataDir,
    PUBLIC_URL: 'http://shop.test',
    DATABASE_URL: t.config.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'apps/server/scripts/admin-create.ts',
        ...args,
      ],
      { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

describe(`npm run admin:create on ${engine}`, () => {
  it('creates an admin with the password given on stdin, who can log in and open the back office', async () => {
    const email = uniqueEmail('owner').toLowerCase();
    const password = 'correct horse battery staple';
    const run = await adminCreate([email], `${password}\n`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Owner account created: ${email}`);
    expect(run.stdout).toContain('Password: the one given on standard input.');
    expect(run.stdout).not.toContain(password);

    const login = await logIn(t.app, email, password);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email, role: 'owner' });
    const sid = sidCookie(login)!.value;
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { sid })).statusCode).toBe(200);

    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  }, 180_000);

  it('promotes an existing customer with a generated password and ends their sessions', async () => {
    const customer = await signUp(t.app);
    const run = await adminCreate([customer.user.email.toUpperCase()], null);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Existing account ${customer.user.email} is now an owner`);
    const password = /Password: (\S+)/.exec(run.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    expect(await currentUser(t.app, customer.sid)).toBeNull();
    const login = await logIn(t.app, customer.user.email, password!);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('owner');

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.make-admin')
      .where('entity_id', '=', String(customer.user.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: null, actor_email: 'npm run admin:create' });
    expect(JSON.parse(audit.details)).toMatchObject({ created: false, previousRole: 'customer' });
  }, 180_000);

  it('refuses a short password and a bad email with exit code 2', async () => {
    const short = await adminCreate([uniqueEmail('short')], 'short\n');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('An owner’s password needs at least 12 characters.');
    const bad = await adminCreate(['not-an-email'], null);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run admin:create -- EMAIL');
  }, 180_000);

  it('makeAdmin (the command’s core) re-enables a disabled account', async () => {
    const customer = await signUp(t.app);
    await new AdminCustomerService(t.database.db).disable(FACTORY_ACTOR, customer.user.id);
    const made = await makeAdmin(
      t.database.db,
      customer.user.email,
      await hashPassword('a long enough password'),
    );
    expect(made).toEqual({ userId: customer.user.id, created: false, reenabled: true });
    const login = await logIn(t.app, customer.user.email, 'a long enough password');
    expect(login.statusCode).toBe(200);
  });
});
