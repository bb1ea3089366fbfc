/**
 * Whether an If-None-Match header matches a representation's entity tag, as RFC 9110 §13.1.2
 * says: `*` matches any, otherwise any tag of the list matches by weak comparison (the opaque
 * tags equal, with or without `W/`). The one test of every 304 the shop sends: pages, kept and
 * other JSON, the front door, uploads.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const tag = opaque(etag);
  return header.split(',').some((listed) => opaque(listed) === tag);
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
