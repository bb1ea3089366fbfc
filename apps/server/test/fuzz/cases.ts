import fc from 'fast-check';
import { apiCases } from './api-cases';
import type { FuzzRequest } from './client';
import { pageCases } from './page-cases';
import { finish, type World } from './parts';

export { WEBHOOK_PATH, type World } from './parts';

/** One request of any kind, weighted towards the bodies that reach handlers. */
export function requestArbitrary(world: World): fc.Arbitrary<FuzzRequest> {
  const api = apiCases(world);
  const pages = pageCases(world);
  return finish(
    fc.oneof(
      { arbitrary: api.jsonFields, weight: 26 },
      { arbitrary: api.nastyText, weight: 8 },
      { arbitrary: api.queryText, weight: 4 },
      { arbitrary: api.polluted, weight: 2 },
      { arbitrary: api.contentTypes, weight: 10 },
      { arbitrary: api.invalidJson, weight: 7 },
      { arbitrary: api.invalidUtf8, weight: 5 },
      { arbitrary: api.deep, weight: 4 },
      { arbitrary: api.huge, weight: 2 },
      { arbitrary: api.multipart, weight: 2 },
      { arbitrary: api.uploads, weight: 2 },
      { arbitrary: api.query, weight: 8 },
      { arbitrary: api.params, weight: 8 },
      { arbitrary: pages.oddUrl, weight: 6 },
      { arbitrary: pages.oddMethod, weight: 2 },
      { arbitrary: pages.oddHeaders, weight: 3 },
      { arbitrary: pages.pageForm, weight: 12 },
      { arbitrary: pages.pageMultipart, weight: 4 },
      { arbitrary: pages.pageContentType, weight: 4 },
      { arbitrary: pages.pageHuge, weight: 2 },
      { arbitrary: pages.pageGet, weight: 5 },
    ),
  );
}
