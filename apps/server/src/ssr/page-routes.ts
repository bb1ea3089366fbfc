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
  return (pathname) => {
    const data = pathname.endsWith('.data');
    const page = !data ? pathname : pathname === '/_root.data' ? '/' : pathname.slice(0, -5);
    const id = matchRoutes(routes, page)?.at(-1)?.route.id ?? NO_PAGE_ROUTE;
    return data ? `${id}.data` : id;
  };
}
