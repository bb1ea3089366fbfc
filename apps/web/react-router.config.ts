import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
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
