import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PageContext } from '@shop/shared/ssr/page-context';

export interface PagesOptions {
  /** apps/web/build: holds client/ (assets) and server/index.js (the render entry). */
  buildDir: string;
  context: (request: FastifyRequest) => Omit<PageContext, 'nonce'>;
}

/** Serves the web app's assets and renders every non-API route with React Router. */
export async function registerPages(app: FastifyInstance, opts: PagesOptions): Promise<void> {
  const serverEntry = path.join(opts.buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing). Run npm run build.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: path.join(opts.buildDir, 'client'),
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  await app.register(async (pages) => {
    // React Router reads form posts itself, so hand it the raw body stream.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_req, _payload, done) => done(null));
    pages.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        const response = await handle(toWebRequest(request, reply), {
          ...opts.context(request),
          nonce: request.cspNonce,
        } satisfies PageContext);
        return sendWebResponse(reply, response);
      },
    });
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
