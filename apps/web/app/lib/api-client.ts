import type { Profile, ProfileInput } from '@shop/shared/auth/schemas';
import type { CartItem } from '@shop/shared/cart/cart';
import type { ProductDetail, ProductPage } from '@shop/shared/catalogue/listing';
import type { Product } from '@shop/shared/catalogue/product';
import type { Language } from '@shop/shared/i18n/language';
import type { ApiErrorBody } from '@shop/shared/errors/api-error';
import type { PinPlace } from '@shop/shared/india/pincodes';

/** An /api answer that was not 2xx, carrying the server's message for the shopper. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The server's error code, e.g. 'address_required', for screens that branch on it. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      accept: 'application/json',
      // The server's CSRF check requires this on cookie-carrying writes (ADR 010).
      'x-requested-with': 'fetch',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  return answer<T>(response);
}

async function answer<T>(response: Response): Promise<T> {
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // Every error answer of the shop's API has this shape; anything else finds no `error`.
    const err = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      err?.message ?? `Request failed (${response.status})`,
      err?.fields,
      err?.code,
    );
  }
  return data as T; // the caller names the type its route answers with
}

/** The web app's one way of calling the shop's API from the browser. */
export const api = {
  lookupProducts: (ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve<{ items: Product[] }>({ items: [] })
      : request<{ items: Product[] }>('GET', `/api/products/lookup?ids=${ids.join(',')}`),
  /** A product with its related ones; in Hindi (ADR 108) each text in Hindi where written. */
  product: (id: number, lang: Language = 'en') =>
    request<ProductDetail>('GET', `/api/products/${id}${lang === 'en' ? '' : `?lang=${lang}`}`),
  products: (params: URLSearchParams) =>
    request<ProductPage>('GET', `/api/products?${params.toString()}`),

  // Accounts.
  profile: () => request<{ profile: Profile }>('GET', '/api/account/profile'),
  updateProfile: (input: ProfileInput) =>
    request<{ profile: Profile }>('PUT', '/api/account/profile', input),

  // The signed-in shopper's cart on the server: only ids and quantities travel.
  savedCart: () => request<{ items: CartItem[] }>('GET', '/api/cart'),
  saveCart: (lines: readonly { id: number; quantity: number }[]) =>
    request<{ items: CartItem[] }>('PUT', '/api/cart', { items: lines }),
  mergeCart: (lines: readonly { id: number; quantity: number }[]) =>
    request<{ items: CartItem[] }>('POST', '/api/cart/merge', { items: lines }),

  // A PIN code's city and state from India Post's directory (ADR 053); 404 when not listed.
  pincode: (pin: string) => request<PinPlace>('GET', `/api/pincodes/${pin}`),

  // Saves a product to the wishlist on the server (ADR 047; used once for a wishlist stored here).
  saveToWishlist: (productId: number) =>
    request<{ items: Product[] }>('PUT', `/api/wishlist/${productId}`),
};
