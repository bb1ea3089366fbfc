import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurity } from './security';

async function shop(opts: Parameters<typeof registerSecurity>[1]) {
  const app = Fastify();
  await registerSecurity(app, opts);
  app.get('/', async (request) => ({ nonce: request.cspNonce }));
  return app;
}

describe('security headers', () => {
  it('give every answer its own nonce, the one its inline scripts carry', async () => {
    const app = await shop({ https: false });
    const seen = new Set<string>();
    // More answers than one fill of the nonce pool (256), so a refill is crossed.
    for (let i = 0; i < 600; i++) {
      const res = await app.inject({ method: 'GET', url: '/' });
      const { nonce } = res.json<{ nonce: string }>();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(res.headers['content-security-policy']).toBe(
        `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; ` +
          "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; form-action 'self'; " +
          "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
      );
      seen.add(nonce);
    }
    expect(seen.size).toBe(600);
    await app.close();
  });

  it('add Razorpay and HTTPS rules after the nonce in live mode behind HTTPS', async () => {
    const app = await shop({
      https: true,
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    const { nonce } = res.json<{ nonce: string }>();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(
      `script-src 'self' 'nonce-${nonce}' https://checkout.razorpay.com https://cdn.razorpay.com;`,
    );
    expect(csp.endsWith('; upgrade-insecure-requests')).toBe(true);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });

  it("carry helmet's standard headers on every answer, HSTS only behind HTTPS", async () => {
    const app = await shop({ https: false });
    for (const url of ['/', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers).not.toHaveProperty('strict-transport-security');
      expect(res.headers).not.toHaveProperty('cross-origin-embedder-policy');
    }
    await app.close();
  });

  it('give an answer that runs no script the same headers, its policy without a nonce', async () => {
    for (const opts of [
      { https: false },
      { https: true, checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js' },
    ]) {
      const app = Fastify();
      const scriptless = await registerSecurity(app, opts);
      app.get('/', async (request) => ({ nonce: request.cspNonce }));
      const res = await app.inject({ method: 'GET', url: '/' });
      const { nonce } = res.json<{ nonce: string }>();
      const framework = Object.fromEntries(
        Object.keys(scriptless).map((name) => [name, res.headers[name]]),
      );
      expect(scriptless).toEqual({
        ...framework,
        'content-security-policy': String(framework['content-security-policy']).replace(
          ` 'nonce-${nonce}'`,
          '',
        ),
      });
      expect(Object.keys(scriptless).length).toBe(opts.https ? 12 : 11);
      expect(scriptless['content-security-policy']).toContain("script-src 'self'");
      expect(scriptless['content-security-policy']).not.toContain('nonce');
      await app.close();
    }
  });
});
