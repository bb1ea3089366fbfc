import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The route manifest is one hashed file, loaded once and cached for a year, instead of a part
  // of it in every page and a /__manifest request (unique to each page's links) for every page
  // viewed with JavaScript: 8% of a product page's render and half a millisecond per view
  // (ADR 094).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
