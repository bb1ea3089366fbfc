import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** What a page request is counted under when no route of the app matches it (none should). */
const NO_PAGE_ROUTE = 'page';

/**
 * The React Router route id a page address renders (ADR 088): the deepest route that matches,
 * e.g. `routes/product` for /product/12; `….data` for React Router's data requests
 * (/product/12.data, /_root.data). Ids come from the app's route config, so they are as few as
 * its routes, whatever addresses are asked for.
 */
export function pageRouteIds(build: Pick<ServerBuild, 'routes'>): (pathname: string) => string {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      ...(route.index ? { index: true } : {}),
    } as RouteObject); // the fields matching reads; index routes take no children
    children.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index ? route : { ...route, children: tree(route.id) },
    );
  const routes = tree(undefined);
  // matchRoutes ranks and compiles every route on each call (about a millisecond here), so it
  // runs once per shape of address: each segment no route names is replaced by a stand-in that
  // any dynamic segment or splat matches, and the result is cached for that shape.
  const named = new Set(
    // An optional static segment (`hi?`, ADR 107) names its word without the question mark.
    Object.values(build.routes).flatMap(
      (route) => route?.path?.toLowerCase().replace(/\?/g, '').split('/') ?? [],
    ),
  );
  const byShape = new LRUCache<string, string>({ max: SHAPES_KEPT });
  const idOf = (page: string) => {
    const shape = page
      .split('/')
      .map((segment) => (segment === '' || named.has(segment.toLowerCase()) ? segment : '-'))
      .join('/');
    let id = byShape.get(shape);
    if (id === undefined) {
      id = matchRoutes(routes, shape)?.at(-1)?.route.id ?? NO_PAGE_ROUTE;
      byShape.set(shape, id);
    }
    return id;
  };
  return (pathname) => {
    const data = pathname.endsWith('.data');
    const page = !data ? pathname : pathname === '/_root.data' ? '/' : pathname.slice(0, -5);
    const id = idOf(page);
    return data ? `${id}.data` : id;
  };
}

/** Shapes of address cached: the app has a few dozen; more come only from odd addresses. */
const SHAPES_KEPT = 500;
