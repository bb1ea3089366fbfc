// Development only (npm run dev, dev.ts): never imported by main.ts, so never in dist/main.js.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type { DevPages } from './pages';

const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));

/**
 * React Router's Vite dev server in middleware mode on the shop's own HTTP server, as React
 * Router's custom-server template does with Express: Vite serves modules and public files and
 * pushes hot updates over a WebSocket on the same port; every page is rendered from the current
 * source through `virtual:react-router/server-build`. API routes and the rest of the app are the
 * production ones.
 */
export async function viteDevPages(app: FastifyInstance): Promise<DevPages> {
  const ownListeners = new Set(process.listeners('SIGTERM'));
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  // React Router's plugin compiles route modules with a second Vite server, not in middleware
  // mode, and Vite makes such a server exit the process on SIGTERM, cutting the shop's own
  // shutdown short (serve.ts: drain, close the app and Vite with it, close the database).
  for (const listener of process.listeners('SIGTERM')) {
    if (!ownListeners.has(listener)) process.off('SIGTERM', listener);
  }
  // The drain (serve.ts) waits for every connection to end, and an open page holds its HMR
  // WebSocket and a few idle keep-alive connections; tsx kills a process that takes over 5 s to
  // stop. Dev lets them go at once; the page reloads itself when the server is back.
  const letPagesGo = () => {
    void vite.ws.close();
    app.server.keepAliveTimeout = 100;
    app.server.closeIdleConnections();
  };
  process.once('SIGTERM', letPagesGo);
  process.once('SIGINT', letPagesGo);
  app.addHook('onClose', () => vite.close());
  return {
    async build() {
      try {
        // ssrLoadModule is typed as a plain record; this module is React Router's server build.
        return (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      } catch (err) {
        // Stack lines point at the source file, not at Vite's transformed copy.
        if (err instanceof Error) vite.ssrFixStacktrace(err);
        throw err;
      }
    },
    async serveFiles(pages) {
      // Within the page routes' scope only: /api and the other routes never pass through Vite.
      await pages.register(middie);
      pages.use(vite.middlewares);
      // Vite's client waits for a restarted server from a worker made from a blob: URL.
      pages.addHook('onSend', async (_request, reply) => {
        const csp = reply.getHeader('content-security-policy');
        if (typeof csp === 'string') {
          reply.header('content-security-policy', `${csp}; worker-src 'self' blob:`);
        }
      });
    },
  };
}
