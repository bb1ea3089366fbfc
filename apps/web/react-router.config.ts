import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The route manifest is one hashed file, loaded once and cached for a year, instead of a part
  // of it in every page and a /__manifest request (unique to each page's links) for every page
  // viewed with JavaScript: 8% of a product page's render and half a millisecond per view
  // (ADR 082).
  routeDiscovery: { mode: 'initial' },
  // React Router 8's behaviours, each a migration of its own (route middleware changes the load
  // context the server passes; the others change data URLs, request handling and the build). Set
  // so every build and dev start says nothing about them; a move to v8 turns them on (ADR 031).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
