// npm run dev: the shop from source. tsx watch runs this file and restarts it when a server or
// shared file changes; pages and the browser's files come from React Router's Vite dev server,
// which hot-reloads web app edits without a restart (ssr/vite-dev.ts, ADR 031).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve';
import { viteDevPages } from './ssr/vite-dev';

// Development defaults; any of them can still be set in the environment.
process.env.NODE_ENV ??= 'development';
// Vite's dev server can read source files: only this machine reaches it unless HOST says otherwise.
process.env.HOST ??= 'localhost';
// No load balancer to tell: a restart after an edit should not wait a second.
process.env.SHUTDOWN_DELAY_SECONDS ??= '0';

const here = path.dirname(fileURLToPath(import.meta.url));

serve({ webBuildDir: path.resolve(here, '../../web/build'), webDev: viteDevPages });
