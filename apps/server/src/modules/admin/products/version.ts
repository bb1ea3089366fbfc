import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { AdminProduct, ProductUpdate, ProductVersion } from '@shop/shared/admin/products';
import { createHash } from 'node:crypto';
import { InvalidInputError } from '../../../lib/domain-errors';

/**
 * The strong ETag of a product as the API answers it (ADR 084): its revision and stock, which a
 * save needs back, then a hash of the rest, so the tag changes whenever the answer does (a new
 * rating, an order line) and a 304 is never an old answer.
 */
export function productEtag(product: AdminProduct): string {
  const hash = createHash('sha1').update(JSON.stringify(product)).digest('base64url').slice(0, 12);
  return `"${product.revision}-${product.stock}-${hash}"`;
}

const TAG = /^"(\d{1,10})-(\d{1,10})-[\w-]*"$/;

/**
 * The version a save was read at: from If-Match (the ETag a GET answered) when sent, else from
 * the body's `revision` and `expectedStock`. Neither (or an If-Match that is not a product's
 * ETag) is refused with 400 naming `revision`: a whole-record save never goes in blind.
 */
export function versionOfSave(ifMatch: string | undefined, body: ProductUpdate): ProductVersion {
  if (ifMatch !== undefined) {
    const match = TAG.exec(ifMatch.trim());
    if (match) return { revision: Number(match[1]), expectedStock: Number(match[2]) };
  } else if (body.revision !== undefined && body.expectedStock !== undefined) {
    return { revision: body.revision, expectedStock: body.expectedStock };
  }
  throw new InvalidInputError('invalid_input', ADMIN_ERRORS.revision, {
    revision: ADMIN_ERRORS.revision,
  });
}
