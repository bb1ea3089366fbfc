import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { illustrationPictures } from './vite/illustration-pictures.ts';

const EVERY_PAGE = /\/app\/(root|entry\.client)\.tsx$/;
const STOREFRONT_PAGE = /\/app\/routes\/(?!admin\/)[^?]+\.tsx$/;

type ModuleInfo = Rolldown.GetModuleInfo;

/** The modules `starts` import statically, directly or not, themselves included. */
function staticImports(starts: string[], getModuleInfo: ModuleInfo): Set<string> {
  const found = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const module = stack.pop()!;
    if (found.has(module)) continue;
    found.add(module);
    stack.push(...(getModuleInfo(module)?.importedIds ?? []));
  }
  return found;
}

/**
 * Everything the client entry and the root route import statically is loaded by every page, so
 * it goes into two files instead of a dozen or two of small ones, each of which cost a preload and
 * a request (ADR 029): `framework` (React, React DOM, React Router and bundler helpers, which
 * change only with an upgrade and so stay cached when the shop's code changes) and `shell` (the
 * shop's header, providers, icons, money and shop identity). The shop's modules that at least
 * two thirds of the storefront's pages import (SEO tags, button classes) join `shell` too. Pages and lazy islands keep
 * Vite's own chunks.
 */
function everyPageChunks(): { plugin: Plugin; name: Rolldown.CodeSplittingNameFunction } {
  // Rolldown's chunking context has getModuleInfo but not getModuleIds (Rollup's manualChunks had
  // both), so a plugin notes every module id once the graph is complete, before chunking.
  let ids: string[] = [];
  let everyPage: Set<string> | undefined;
  let mostPages: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'shop:every-page-chunks',
    apply: 'build',
    buildEnd() {
      ids = [...this.getModuleIds()];
      everyPage = mostPages = undefined;
    },
  };
  const name: Rolldown.CodeSplittingNameFunction = (id, context) => {
    // A method of Rolldown's context object, so called on it, not destructured.
    const getModuleInfo: ModuleInfo = (m) => context.getModuleInfo(m);
    if (!everyPage || !mostPages) {
      everyPage = staticImports(
        ids.filter((m) => EVERY_PAGE.test(m)),
        getModuleInfo,
      );
      const pages = ids.filter((m) => STOREFRONT_PAGE.test(m));
      const uses = new Map<string, number>();
      for (const page of pages) {
        for (const m of staticImports([page], getModuleInfo)) uses.set(m, (uses.get(m) ?? 0) + 1);
      }
      mostPages = new Set([...uses].filter(([, n]) => n >= (pages.length * 2) / 3).map(([m]) => m));
    }
    // The two entries keep their own files, so neither becomes a bare re-export.
    if (EVERY_PAGE.test(id)) return undefined;
    const library = id.includes('/node_modules/') || id.startsWith('\0');
    if (everyPage.has(id)) return library ? 'framework' : 'shell';
    return !library && mostPages.has(id) ? 'shell' : undefined;
  };
  return { plugin, name };
}

export default defineConfig(({ isSsrBuild }) => {
  const chunks = everyPageChunks();
  return {
    plugins: [
      !isSsrBuild && chunks.plugin,
      tailwindcss(),
      reactRouter(),
      !isSsrBuild && illustrationPictures(fileURLToPath(new URL('./public', import.meta.url))),
      // Browser files get a .br and a .gz beside them, sent from disk by the server (ADR 027).
      !isSsrBuild &&
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/,
          threshold: 1024,
          logLevel: 'silent',
        }),
    ],
    resolve: {
      alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    },
    build: {
      rolldownOptions: {
        // Rolldown warns when plugins take long, which on a busy machine (or making the demo's
        // pictures on a fresh clone, ADR 113) is every build: a warning nobody can act on.
        checks: { bundlerTimings: false },
        onwarn(warning, warn) {
          // zod places /*@__PURE__*/ notes where Rollup cannot use them; Rollup drops them, which
          // changes nothing in our bundles. Any other warning, or one from our own code, is shown.
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/'))
            return;
          warn(warning);
        },
        ...(!isSsrBuild && { output: { codeSplitting: { groups: [{ name: chunks.name }] } } }),
      },
    },
    ssr: {
      // Shared code is TypeScript source inside the repo; bundle it into the server build.
      noExternal: ['@shop/shared'],
    },
  };
});
