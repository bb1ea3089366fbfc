import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cachedPage, pageEtag, policyByHashes, splitAtNonce } from './cached-page';

const sha = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const POLICY = "default-src 'self'; script-src 'self' 'nonce-N1'; style-src 'self' 'unsafe-inline'";

describe('a cached page', () => {
  it("allows the page's inline scripts by hash instead of the render's nonce", () => {
    const html =
      '<head><script nonce="N1">window.a = "₹1,499";</script>' +
      '<script nonce="N1" type="module" async="">import("/assets/x.js");</script>' +
      '<script type="application/ld+json" nonce="N1">{"@type":"Product"}</script>' +
      '<script src="/assets/y.js" nonce="N1"></script><script nonce="N1">window.a = "₹1,499";</script>';
    expect(policyByHashes(POLICY, 'N1', html)).toBe(
      "default-src 'self'; script-src 'self' " +
        `${sha('window.a = "₹1,499";')} ${sha('import("/assets/x.js");')}; ` +
        "style-src 'self' 'unsafe-inline'",
    );
    // No inline script: nothing inline may run.
    expect(policyByHashes(POLICY, 'N1', '<p>x</p>')).toBe(
      "default-src 'self'; script-src 'self' ; style-src 'self' 'unsafe-inline'",
    );
  });

  it('is tagged without its nonce, so every response of the same page tags alike', () => {
    const html = '<p>₹1,499</p><script nonce="N1">x</script><style nonce="N1"></style>';
    const parts = splitAtNonce(Buffer.from(html), 'N1');
    expect(parts.map(String)).toEqual([
      '<p>₹1,499</p><script nonce="',
      '">x</script><style nonce="',
      '"></style>',
    ]);
    const again = splitAtNonce(Buffer.from(html.replaceAll('N1', 'N3')), 'N3');
    expect(pageEtag(again)).toBe(pageEtag(parts));
    expect(pageEtag(splitAtNonce(Buffer.from(html), 'N9'))).not.toBe(pageEtag(parts));
    const page = cachedPage({ status: 200, headers: [] }, Buffer.from(html), POLICY, 'N1');
    expect(page.etag).toBe(pageEtag(parts));
    expect(page.csp).toBe(policyByHashes(POLICY, 'N1', html));
  });
});
