import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A route Fastify knows, as registered: `/api/products/:id`, `/uploads/*`. */
export interface ServerRoute {
  method: string;
  pattern: string;
}

/** A page of the web app: its full path pattern and whether it has a server `action`. */
export interface PageRoute {
  pattern: string;
  hasAction: boolean;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const takesBody = (r: ServerRoute) => BODY_METHODS.has(r.method);

/**
 * Every route except the pages' catch-all, read from Fastify's own route tree (as the back office
 * access test does), so a route added later is fuzzed without anyone listing it here. Static
 * files of the web build are left out: they are served by one plugin and fuzzed through odd URLs.
 */
export function serverRoutes(app: FastifyInstance): ServerRoute[] {
  const stack: string[] = [];
  const routes: ServerRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    stack.length = m[1]!.length / 4;
    stack.push(m[2]!);
    const pattern = stack.join('');
    if (!m[3] || pattern === '/*' || pattern === '*') continue;
    if (/^\/(assets|images)\/|^\/favicon\./.test(pattern)) continue;
    for (const method of m[3].split(', ')) {
      if (method !== 'HEAD') routes.push({ method, pattern });
    }
  }
  return routes;
}

/** Static files of the web build that Fastify serves (for odd URLs and conditional requests). */
export function staticFiles(app: FastifyInstance): string[] {
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .map((line) => /[├└]── (\/(?:assets|images)\/\S+|\/favicon\.\S+) \(/.exec(line)?.[1])
    .filter((p): p is string => p !== undefined);
}

interface BuildRoute {
  path?: string;
  parentId?: string;
  module: { action?: unknown };
}

/** Every page of the built web app (what React Router serves), from the server build's route table. */
export async function pageRoutes(buildDir: string): Promise<PageRoute[]> {
  const entry = pathToFileURL(path.join(buildDir, 'server', 'index.js')).href;
  const { routes } = (await import(entry)) as { routes: Record<string, BuildRoute> };
  const fullPath = (id: string | undefined): string => {
    const r = id === undefined ? undefined : routes[id];
    if (!r) return '';
    const own = r.path ? `/${r.path}` : '';
    return `${fullPath(r.parentId)}${own}`.replace(/\/+/g, '/');
  };
  return Object.entries(routes).flatMap(([id, r]) =>
    withOptionalSegments(fullPath(id) || '/').map((pattern) => ({
      pattern,
      hasAction: r.module.action !== undefined,
    })),
  );
}

/**
 * A pattern with an optional static segment (`/hi?/cart`, a page in either language) as each
 * address it serves: `/cart` and `/hi/cart`.
 */
function withOptionalSegments(pattern: string): string[] {
  const m = /\/([a-z][\w-]*)\?(?=\/|$)/.exec(pattern);
  if (!m) return [pattern];
  const without = pattern.slice(0, m.index) + pattern.slice(m.index + m[0].length);
  const withIt = pattern.slice(0, m.index) + `/${m[1]}` + pattern.slice(m.index + m[0].length);
  return [...withOptionalSegments(without || '/'), ...withOptionalSegments(withIt)];
}
