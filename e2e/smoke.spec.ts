import { expect, test } from './fixtures';

test('the product page is server-rendered with its name, price and JSON-LD', async ({
  request,
}) => {
  const res = await request.get('/product/1');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<h1');
  expect(html).toContain('application/ld+json');
});
