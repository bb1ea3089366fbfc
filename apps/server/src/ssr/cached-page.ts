import crypto from 'node:crypto';
import { CompressedCopies } from '../lib/compressed-copies';

/**
 * A rendered page every visitor without the shop's cookies may get (PageCache, ADR 041, 094). It
 * is sent as it was rendered: its inline scripts are allowed by their hashes, not by the nonce
 * they carry (that nonce is in no cached response's policy), so its bytes never change and are
 * compressed once per encoding, not for every response.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The render's Content-Security-Policy with its nonce replaced by the inline scripts' hashes. */
  csp: string;
  /** The weak ETag of the page without its nonce, as every response of it has (pages.ts). */
  etag: string;
  /** The page's bytes and their compressed copies, each made by the first response that takes it. */
  copies: CompressedCopies;
  /** The route its responses are counted under in the metrics ('' while none are served). */
  route: string;
}

/** The page `body` rendered under `policy` with `nonce`, to be cached and sent as it is. */
export function cachedPage(
  response: { status: number; headers: [string, string][] },
  body: Buffer,
  policy: string,
  nonce: string,
  route = '',
): CachedPage {
  return {
    ...response,
    route,
    csp: policyByHashes(policy, nonce, body.toString()),
    etag: pageEtag(splitAtNonce(body, nonce)),
    copies: new CompressedCopies(body),
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * `policy` with the source `'nonce-…'` replaced by a `'sha256-…'` source for each script the
 * page runs inline (CSP level 3; data blocks such as JSON-LD and scripts with a `src` need none).
 */
export function policyByHashes(policy: string, nonce: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"application\/ld\+json"/i.test(attributes))
      continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`);
  }
  return policy.replace(`'nonce-${nonce}'`, [...hashes].join(' '));
}

/** A rendered page's bytes cut at each occurrence of its nonce (the nonce left out). */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce, from); at !== -1; at = body.indexOf(nonce, from)) {
    parts.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * The weak ETag of a page: its bytes with the nonce left out, so every response of the same page
 * (from any instance, cached or not) has the same tag.
 */
export function pageEtag(parts: readonly Buffer[]): string {
  const hash = crypto.createHash('sha1');
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest('base64url')}"`;
}
