import type { ProductDetail, ProductPage } from '@shop/shared/catalogue/listing';
import type { Product } from '@shop/shared/catalogue/product';
import type { ApiErrorBody } from '@shop/shared/errors/api-error';

/** An /api answer that was not 2xx, carrying the server's message for the shopper. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      accept: 'application/json',
      // The server's CSRF check requires this on cookie-carrying writes (ADR 010).
      'x-requested-with': 'fetch',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const err = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      err?.message ?? `Request failed (${response.status})`,
      err?.fields,
    );
  }
  return data as T;
}

/** The web app's one way of calling the shop's API from the browser. */
export const api = {
  lookupProducts: (ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve({ items: [] as Product[] })
      : request<{ items: Product[] }>('GET', `/api/products/lookup?ids=${ids.join(',')}`),
  product: (id: number) => request<ProductDetail>('GET', `/api/products/${id}`),
  products: (params: URLSearchParams) =>
    request<ProductPage>('GET', `/api/products?${params.toString()}`),
};
