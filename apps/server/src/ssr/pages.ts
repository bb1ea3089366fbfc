import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { isStaff } from '@shop/shared/auth/user';
import type { PageContext } from '@shop/shared/ssr/page-context';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { HttpError, notFound } from '../lib/http-error';
import { keptLookups } from '../lib/shop-metrics';
import { isApiRequest } from '../plugins/csrf';
import type { ErrorPages } from '../plugins/errors';
import { BODY_LIMITS } from '../plugins/limits';
import { UNMATCHED_ROUTE } from '../plugins/metrics';
import { PageCache } from './page-cache';
import { pageRouteIds } from './page-routes';
import { isShareable, sendPage, sendWebResponse, storablePage } from './send-page';
import {
  errorPageRequest,
  isReadableForm,
  PAGE_FORM_TYPES,
  toWebRequest,
  withStatus,
} from './web-request';

export interface PagesOptions {
  /** apps/web/build: holds client/ (assets) and server/index.js (the render entry). */
  buildDir: string;
  /** The services loaders and actions call, bound to the request and its reply. */
  context: (request: FastifyRequest, reply: FastifyReply) => Omit<PageContext, 'nonce'>;
  /** npm run dev: the app from source through Vite (ssr/vite-dev.ts); buildDir is not read. */
  dev?: DevPages;
  /**
   * Pages for visitors without cookies are cached while this (the catalogue revision) stays the
   * same (ADR 041); absent, every page is rendered afresh.
   */
  revision?: () => Promise<string>;
  /** Filled with the renderer of the shop's error page, which the error handler calls. */
  errorPages?: ErrorPages;
}

/** The web app from source, rendered and served by React Router's Vite dev server. */
export interface DevPages {
  /** The current server build; Vite reloads what an edit changed. */
  build: () => Promise<ServerBuild>;
  /** Lets Vite serve the browser's files (modules, public files) before the page route. */
  serveFiles: (pages: FastifyInstance) => Promise<void>;
}

/** Serves the web app's assets and renders every non-API route with React Router. */
export async function registerPages(app: FastifyInstance, opts: PagesOptions): Promise<void> {
  const build = opts.dev ? undefined : await loadBuild(opts.buildDir);
  const handle = build
    ? createRequestHandler(build, 'production')
    : createRequestHandler(opts.dev!.build, 'development');
  // Pages are counted by route id (ADR 088); under npm run dev, as the route /*.
  const pageRouteOf = build && pageRouteIds(build);

  // Files of the build, each beside its .br and .gz made at build time (vite.config.ts): the
  // best one the browser accepts is sent from disk, with ETag and Last-Modified. One route per
  // file, all counted as 'static' in the metrics (their number changes with every build).
  if (!opts.dev)
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, metricsRoute: 'static' };
      });
      await files.register(fastifyStatic, {
        root: path.join(opts.buildDir, 'client'),
        wildcard: false,
        index: false,
        preCompressed: true,
        // Our own header below; the plugin's default (max-age=0) would replace it.
        cacheControl: false,
        // @fastify/static 10 hands setHeaders the Fastify reply (8 handed it the raw response).
        setHeaders(reply, filePath) {
          reply.header('cache-control', staticCacheControl(filePath));
        },
      });
    });

  // Not with npm run dev: an edited page must show at the next reload.
  const cache = opts.revision && !opts.dev ? new PageCache() : undefined;
  await app.register(async (pages) => {
    if (opts.dev) await opts.dev.serveFiles(pages);
    // Page actions take the two encodings an HTML form sends, read by Fastify up to the page
    // limit (413 beyond it, 415 for any other type) and handed to React Router as they came.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser(
      PAGE_FORM_TYPES,
      { parseAs: 'buffer', bodyLimit: BODY_LIMITS.page },
      (_req, body, done) => done(null, body),
    );
    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      // Unknown /api/… paths get the API's JSON 404, not the shop's not-found page.
      if (isApiRequest(request)) {
        if (request.metricsRoute) request.metricsRoute = UNMATCHED_ROUTE;
        throw notFound(`No API route ${request.method} ${request.url.split('?')[0]}`);
      }
      const key = cache?.keyFor(request);
      const revision = key !== undefined && opts.revision ? await opts.revision() : undefined;
      if (cache && key !== undefined && revision !== undefined) {
        keptLookups.page.lookups++;
        const hit = cache.get(key, revision);
        if (hit) {
          if (request.metricsRoute) request.metricsRoute = hit.route;
          return sendPage(request, reply, hit, 'hit');
        }
        keptLookups.page.misses++;
      }
      // Counted while metrics are served (the route hook named the route).
      if (request.metricsRoute && pageRouteOf) {
        request.metricsRoute = pageRouteOf(request.url.split('?')[0] ?? '/');
      }
      const context = opts.context(request, reply);
      const webRequest = toWebRequest(request, reply, context.publicUrl);
      if (request.method === 'POST' && !(await isReadableForm(webRequest.clone()))) {
        throw new HttpError(400, 'bad_request', 'The form could not be read. Please try again.');
      }
      const response = await handle(webRequest, routerContextFor(request, context));
      // A HEAD response has no body: it may be served from a cached page, but is never cached itself.
      const keep = request.method === 'GET' && isShareable(response);
      if (cache && key !== undefined && revision !== undefined && keep) {
        const page = await storablePage(response, request, reply);
        cache.set(key, revision, page);
        return sendPage(request, reply, page, 'miss');
      }
      return sendWebResponse(request, reply, response);
    };
    if (opts.errorPages) {
      opts.errorPages.render = async (request, reply, refusal) => {
        const context = opts.context(request, reply);
        const response = await handle(
          errorPageRequest(request, context.publicUrl),
          routerContextFor(request, context, refusal),
        );
        reply.header('cache-control', 'no-store');
        return sendWebResponse(request, reply, withStatus(response, refusal.status));
      };
    }
    pages.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      bodyLimit: BODY_LIMITS.page,
      handler: render,
    });
    // The product editor's form carries an image upload (multipart, up to 5 MB): only staff may
    // send more than a page form, and only as multipart. Judged from the headers, unread: a
    // body must say its length here (browsers always do for a form).
    pages.route({
      method: 'POST',
      url: '/admin/products/*',
      bodyLimit: BODY_LIMITS.productForm,
      onRequest: async (request, reply) => {
        const declared = request.headers['content-length'];
        if (declared === undefined) {
          reply.header('connection', 'close');
          throw new HttpError(411, 'length_required', 'The form must be sent with its length.');
        }
        if (Number(declared) <= BODY_LIMITS.page) return;
        const multipart = /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
        if (!isStaff(request.user) || !multipart) {
          reply.header('connection', 'close');
          throw new HttpError(413, 'body_too_large', 'The request body is too large.');
        }
      },
      handler: render,
    });
  });
}

/** What a render's loaders and actions read (routerContext.get(pageContext)). */
function routerContextFor(
  request: FastifyRequest,
  context: Omit<PageContext, 'nonce'>,
  refusal?: PageContext['refusal'],
): RouterContextProvider {
  const routerContext = new RouterContextProvider();
  routerContext.set(pageContext, {
    ...context,
    nonce: request.cspNonce,
    requestId: request.id,
    ...(refusal && { refusal }),
  } satisfies PageContext);
  return routerContext;
}

async function loadBuild(buildDir: string): Promise<ServerBuild> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing). Run npm run build.`);
  }
  // A dynamic import is typed any: this file is React Router's server build.
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

/**
 * Hashed bundles never change under their name; pictures and other public files keep theirs, so
 * browsers keep them a week and then revalidate with the ETag.
 */
function staticCacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  if (filePath.includes(`${path.sep}images${path.sep}`)) return 'public, max-age=604800';
  return 'public, max-age=3600';
}
