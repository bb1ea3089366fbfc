import { catalogueProduct } from './catalogue-data';
import { expect, test } from './fixtures';

test('the product page is server-rendered with its name, price and JSON-LD', async ({
  request,
}) => {
  const { id } = await catalogueProduct(request);
  const res = await request.get(`/product/${id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<h1');
  expect(html).toContain('application/ld+json');
});
