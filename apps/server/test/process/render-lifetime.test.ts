// A rendered page lets go of its render as soon as it is sent: nothing of it outlives the answer.
// (Under load, renders kept alive for seconds filled the old generation: RSS peak at 100,000
// products 434-455 MB against 383-393 MB once released, bench:scale product pages.)
// In-process, against the built web app: run after `npm run build`, as the process tests are.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const webBuildDir = fileURLToPath(new URL('../../../web/build', import.meta.url));
const RENDERS = 12;

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('a rendered page', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({}, { webBuildDir });
    // Over a real socket: an injected answer is never "finished" as a sent one is.
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('leaves no timer behind once it is sent', async () => {
    // A cart cookie: every answer is rendered for this visitor, never a kept page.
    const render = async () => {
      const res = await fetch(`${origin}/terms`, { headers: { cookie: 'cart_id=nobody' } });
      return { status: res.status, body: await res.text() };
    };
    expect((await render()).status).toBe(200);
    const before = timers();
    for (let i = 0; i < RENDERS; i++) {
      const res = await render();
      expect(res.status).toBe(200);
      expect(res.body).toContain('</html>');
    }
    // The render's own abort timer was left running six seconds after each answer.
    expect(timers() - before).toBeLessThan(RENDERS / 2);
  });
});
