import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SHOP } from '@shop/shared/shop/identity';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { noBody } from '../lib/route-contracts';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';
import { signedIn } from './auth';

/** Where the API's description is served (ADR 033). */
export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/docs';

const DESCRIPTION = `The shop's JSON API: the same services the pages use, for other clients and tests.

- **Errors**: every 4xx and 5xx answer is \`{ "error": { "code", "message", "fields"? } }\`. A request
  that fails its schema gets 400 \`bad_request\`, with \`fields\` naming each field's first problem.
- **Sessions**: sign in with \`POST /api/auth/login\`; the \`${SESSION_COOKIE}\` cookie it sets is the
  session. Routes marked with a lock need it; \`/api/admin\` ones need a staff account.
- **CSRF**: a state-changing request that carries the session cookie must also send
  \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` (ADR 010).
- **Money**: catalogue prices are whole rupees without GST; order and payment amounts are paise.`;

const TAGS = [
  ['Catalogue', 'Products, categories and brands'],
  ['Auth', 'Accounts, sessions and passwords'],
  ['Account', "The signed-in shopper's profile"],
  ['Cart', "The signed-in shopper's saved cart"],
  ['Orders', 'Placing, listing and tracking orders; invoices'],
  ['Payments', 'Paying for orders (Razorpay or demo), Buy Now, webhooks'],
  ['Contact', 'The contact form'],
  ['Back office', 'Staff only: catalogue, orders, inbox, customers, audit log'],
].map(([name, description]) => ({ name: name!, description: description! }));

const documented = (url: string) =>
  url.startsWith('/api/') && url !== API_DOCUMENT_PATH && !url.startsWith(API_REFERENCE_PATH);

/**
 * Each route's zod schemas as JSON Schema (the provider's transform), for /api routes only: pages,
 * files, health checks and the documentation itself are left out. A `noBody` is no request body,
 * a file answer is listed under its media type, and routes that need a session say so.
 */
const transform: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (!documented(url)) return { schema: { hide: true }, url };
  const schema = { ...input.schema };
  if (schema.body === noBody) delete schema.body;
  const needsSession =
    url.startsWith('/api/admin/') || [route.preValidation ?? []].flat().includes(signedIn);
  if (needsSession) schema.security = [{ session: [] }];
  const result = jsonSchemaTransform({ ...input, schema });
  // The provider's transform answers each response as the JSON Schema it made from the zod one.
  const responses = (result.schema as { response?: Record<string, JsonSchema> }).response ?? {};
  for (const [status, answer] of Object.entries(responses)) {
    const mediaType = answer.contentMediaType;
    if (typeof mediaType === 'string') responses[status] = asFile(mediaType, answer.description);
  }
  return result;
};

type JsonSchema = Record<string, unknown>;

/** A file answer (lib/route-contracts fileAnswer) as OpenAPI has it: bytes of its media type. */
const asFile = (mediaType: string, description: unknown): JsonSchema => ({
  description,
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
});

const componentsFromRegistry = createJsonSchemaTransformObject({});

/** Named schemas (zod `.meta({ id })`) as components, keeping only those the paths use. */
const transformObject: typeof componentsFromRegistry = (input) => {
  const document = componentsFromRegistry(input);
  // OpenAPI 3.1 (registerApiDocument), whose named schemas live in components.schemas.
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components
    ?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  let text = JSON.stringify(document.paths);
  for (;;) {
    const found = [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)]
      .map((m) => decodeURIComponent(m[1]!))
      .filter((name) => !used.has(name));
    if (found.length === 0) break;
    found.forEach((name) => used.add(name));
    text = JSON.stringify(found.map((name) => schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
};

/**
 * The OpenAPI 3.1 document of the API, built from the routes' own schemas. Registered before any
 * route, since it collects them as they are added.
 */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${SHOP.name} API`, version: '1', description: DESCRIPTION },
      tags: TAGS,
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform,
    transformObject,
  });
}

/**
 * GET /api/openapi.json and the reference page at /api/docs (Swagger UI, served from the package:
 * no inline script, so the shop's CSP holds as it is). Registered in the API's scope, for its
 * JSON 404.
 */
export async function registerApiReference(api: FastifyInstance): Promise<void> {
  api.get(API_DOCUMENT_PATH, { schema: { hide: true } }, async () => api.swagger());
  await api.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    theme: { title: `${SHOP.name} API` },
    uiConfig: {
      docExpansion: 'list',
      deepLinking: true,
      // "Try it out" sends the session cookie, so writes need the CSRF header (ADR 010). This
      // function's source is what runs in the browser (the plugin writes it into its script).
      requestInterceptor: (request) => {
        request.headers['X-Requested-With'] = 'fetch';
        return request;
      },
    },
  });
}
