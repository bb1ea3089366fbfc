import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from '../plugins/errors';
import { registerRequestId } from '../plugins/request-id';
import {
  errorResponses,
  invalidForm,
  registerRouteContracts,
  unknownParams,
} from './route-contracts';
import { NUL_CHARACTER } from './request-validation';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const item = z.object({ id: z.number(), name: z.string() });
const body = z.object({ name: z.string().min(2, 'Too short'), city: z.string() });

/** A small app with the shop's contracts and error handling, and routes that use them. */
async function build(strict: boolean, answer: unknown): Promise<FastifyInstance> {
  const built = Fastify();
  registerRequestId(built);
  registerErrorHandling(built);
  registerRouteContracts(built, { strict });
  const api = built.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/item',
    { schema: { response: { 200: item, ...errorResponses } } },
    // The answer under test, whatever its shape: the serializer is what is checked.
    async () => answer as z.infer<typeof item>,
  );
  api.post('/api/plain', { schema: { body, response: { 200: body } } }, async (req) => req.body);
  api.post(
    '/api/form/:id',
    {
      schema: { params: z.object({ id: z.string().regex(/^\d+$/) }), body },
      schemaErrorFormatter: unknownParams('No such thing', invalidForm),
    },
    async (req) => req.body,
  );
  await built.ready();
  return built;
}

const post = (url: string, payload: unknown) =>
  app!.inject({ method: 'POST', url, payload: payload as object });

describe('route contracts', () => {
  it('answers a bad body with 400 naming each field, in the summary or the form style', async () => {
    app = await build(true, {});
    const plain = await post('/api/plain', { name: 'a' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({
      error: {
        code: 'bad_request',
        message:
          'Invalid request — name: Too short; city: Invalid input: expected string, received undefined',
        fields: { name: 'Too short', city: 'Invalid input: expected string, received undefined' },
        requestId: plain.headers['x-request-id'],
      },
    });
    const form = await post('/api/form/1', { name: 'a', city: 'Pune' });
    expect(form.json().error).toEqual({
      code: 'bad_request',
      message: 'Too short',
      fields: { name: 'Too short' },
      requestId: form.headers['x-request-id'],
    });
  });

  it('refuses a NUL character in a string the schema kept, and answers a bad path id with 404', async () => {
    app = await build(true, {});
    const nul = await post('/api/plain', { name: 'Asha\u0000', city: 'Pune', extra: '\u0000' });
    expect(nul.json().error.fields).toEqual({ name: NUL_CHARACTER });
    const unknown = await post('/api/form/abc', { name: 'a' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'not_found',
      message: 'No such thing',
      requestId: unknown.headers['x-request-id'],
    });
  });

  it('treats a missing body as an empty object, as the routes always have', async () => {
    app = await build(true, {});
    const res = await app.inject({ method: 'POST', url: '/api/plain' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['name', 'city']);
  });

  it('fails an answer that does not match its schema', async () => {
    app = await build(false, { id: 'one', name: 'Scanner' });
    const res = await app.inject({ method: 'GET', url: '/api/item' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal');
  });

  it('fails an answer with an undeclared field outside production, and leaves it out in production', async () => {
    const answer = { id: 1, name: 'Scanner', secret: 'x' };
    app = await build(true, answer);
    expect((await app.inject({ method: 'GET', url: '/api/item' })).statusCode).toBe(500);
    await app.close();
    app = await build(false, answer);
    const res = await app.inject({ method: 'GET', url: '/api/item' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: 'Scanner' });
  });

  it('lists the /api routes with their schemas', async () => {
    app = await build(true, {});
    expect(app.apiRoutes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/form/:id');
    expect(app.apiRoutes.find((r) => r.url === '/api/plain')?.schema?.body).toBe(body);
  });
});
