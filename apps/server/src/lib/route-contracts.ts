import { apiErrorBodySchema } from '@shop/shared/api/responses';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifySerializerCompiler,
  FastifyServerOptions,
} from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from './http-error';
import { checkInput, invalidRequestMessage } from './request-validation';

/*
 * Route contracts (ADR 033): every /api route declares its params, query, body and answers with
 * zod schemas (fastify-type-provider-zod types the handler from them). Fastify validates the
 * request before the handler runs, and answers are checked against their schema as they are sent.
 */

/** A route as registered under /api, with what it declares; for the contract test. */
export interface ApiRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api, in order (HEAD routes included). */
    readonly apiRoutes: readonly ApiRoute[];
  }
}

/** Error bodies every route may answer with: `{ error: { code, message, fields? } }`. */
export const errorResponses = { '4xx': apiErrorBodySchema, '5xx': apiErrorBodySchema } as const;

/**
 * The body of a state-changing route that takes none. Declared so that every write says what it
 * reads; an object is accepted and its keys ignored, as before. Left out of the API document.
 */
export const noBody = z.object({}).meta({ description: 'No body (or an empty JSON object)' });

/** Turns a failed request part into the error the caller gets. */
export type SchemaErrorFormatter = NonNullable<FastifyServerOptions['schemaErrorFormatter']>;

/**
 * A file answer (a PDF, a CSV export). It is sent as bytes, which Fastify never serializes, so
 * nothing checks it; it is declared for the API document, which lists it under its media type.
 */
export const fileAnswer = (mediaType: string, description: string) =>
  z
    .custom<Buffer | string>((v) => Buffer.isBuffer(v) || typeof v === 'string')
    .meta({ description, contentMediaType: mediaType });

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * Validates a request part with its zod schema and the NUL rule (checkInput). A failure is handed
 * to the route's schemaErrorFormatter as one problem per field: `instancePath` is the field's
 * path as the 400's `fields` names it ('shipping.pincode'), `message` its first problem.
 */
const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isZod(schema))
    throw new Error(`${method} ${url}: the ${httpPart} schema is not a zod schema`);
  return (data) => {
    const result = checkInput(schema, data);
    if (result.success) return { value: result.data };
    const problems: FastifySchemaValidationError[] = Object.entries(result.fields).map(
      ([field, message]) => ({
        keyword: 'zod',
        instancePath: field,
        schemaPath: '',
        params: {},
        message,
      }),
    );
    return { error: problems };
  };
};

const fieldsOf = (problems: FastifySchemaValidationError[]) =>
  Object.fromEntries(problems.map((p) => [p.instancePath, p.message ?? 'Invalid value']));

/** The API's 400 for a bad request: every problem in `fields`, summarised in `message`. */
export const invalidRequest: SchemaErrorFormatter = (problems) => {
  const fields = fieldsOf(problems);
  return new HttpError(400, 'bad_request', invalidRequestMessage(fields), fields);
};

/**
 * The 400 for a form a shopper fills in: `message` is the first field's own text (e.g. 'Invalid
 * email address'), ready to show as it is; `fields` still names every problem.
 */
export const invalidForm: SchemaErrorFormatter = (problems) => {
  const fields = fieldsOf(problems);
  return new HttpError(400, 'bad_request', Object.values(fields)[0] ?? 'Invalid request', fields);
};

/**
 * For routes whose path names a thing (an order id): a path parameter that is not a valid id is a
 * 404 with `message`, as an unknown one is; other parts fail as `rest` says.
 */
export const unknownParams =
  (message: string, rest: SchemaErrorFormatter = invalidRequest): SchemaErrorFormatter =>
  (problems, part) =>
    part === 'params' ? notFound(message) : rest(problems, part);

/**
 * Paths of keys the answer had and its schema does not declare (the schema left them out). It
 * walks every answer, so it allocates nothing but for a key it reports.
 */
function undeclaredKeys(sent: unknown, kept: unknown, path = '', out: string[] = []): string[] {
  if (typeof sent !== 'object' || sent === null || typeof kept !== 'object' || kept === null) {
    return out;
  }
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return out;
    for (let i = 0; i < sent.length; i++) undeclaredKeys(sent[i], kept[i], `${path}[${i}]`, out);
    return out;
  }
  const sentRecord = sent as Record<string, unknown>; // an object, checked above
  const keptRecord = kept as Record<string, unknown>; // likewise
  for (const key in sentRecord) {
    const value = sentRecord[key];
    if (value === undefined) continue;
    if (!(key in keptRecord)) out.push(path ? `${path}.${key}` : key);
    else if (typeof value === 'object' && value !== null) {
      undeclaredKeys(value, keptRecord[key], path ? `${path}.${key}` : key, out);
    }
  }
  return out;
}

/**
 * Serializes an answer with its route's schema for that status. An answer that does not match
 * fails the request (a 500, logged): the contract is broken. A field the schema does not declare
 * is left out; outside production that fails too, so a test meets it before a customer's browser
 * misses the field.
 */
function responseSerializer(opts: {
  strict: boolean;
  log: FastifyBaseLogger;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!isZod(schema)) throw new Error(`${method} ${url}: the ${httpStatus} schema is not zod`);
    // In production undeclared fields are only reported, and only the first answer of each route
    // and status is walked for them: the schema has already left them out, and walking every
    // answer again costs a tenth of the route's time (ADR 094). Tests run strict.
    let walked = false;
    return (data) => {
      const result = schema.safeParse(data);
      const where = `${method} ${url} ${httpStatus}`;
      if (!result.success) {
        throw new Error(
          `The answer of ${where} does not match its schema: ${result.error.message}`,
        );
      }
      if (!opts.strict && walked) return JSON.stringify(result.data);
      walked = true;
      const undeclared = undeclaredKeys(data, result.data);
      if (undeclared.length > 0) {
        if (opts.strict) {
          throw new Error(
            `The answer of ${where} has fields its schema does not declare: ${undeclared.join(', ')}`,
          );
        }
        opts.log.warn({ route: where, undeclared }, 'answer fields left out: not in its schema');
      }
      return JSON.stringify(result.data);
    };
  };
}

/**
 * Validation and serialization with zod for every route registered after this, and the list of
 * /api routes with their schemas (`app.apiRoutes`).
 */
export function registerRouteContracts(app: FastifyInstance, opts: { strict: boolean }): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict: opts.strict, log: app.log }));
  app.setSchemaErrorFormatter(invalidRequest);
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
