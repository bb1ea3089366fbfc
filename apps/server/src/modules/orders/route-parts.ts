import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { ORDER_ID_PATTERN } from '@shop/shared/orders/order-id';
import { cardFieldPaths, IDEMPOTENCY_KEY_PATTERN } from '@shop/shared/orders/place-order';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { unknownParams } from '../../lib/route-contracts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from './idempotency';

/*
 * Pieces of the route contracts (ADR 033) shared by the routes that take an order id or place an
 * order: the orders, invoices and payments modules.
 */

/** `:orderId` of a shopper's order: anything that is not an order id is a 404, as an unknown one. */
export const orderParams = z.object({
  orderId: z.string().regex(ORDER_ID_PATTERN).meta({ example: 'ORD1763712000000' }),
});
export const orderNotFound = unknownParams(ORDER_ERRORS.orderNotFound);

/** The Idempotency-Key header every order request carries (one per checkout attempt). */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.string().regex(IDEMPOTENCY_KEY_PATTERN).meta({
    description: 'One per checkout attempt: a retry with the same key answers what the first did',
  }),
});

/** Route hook (preValidation): a missing or malformed Idempotency-Key is a 400 naming the header. */
export async function idempotencyKeyRequired(request: FastifyRequest): Promise<void> {
  idempotencyKeyOf(request.headers);
}

/**
 * Route hook (preValidation): a body carrying card details anywhere is refused outright, naming
 * each such field; they must never reach the shop (PCI DSS). Runs before the body's schema, which
 * would drop unknown keys.
 */
export async function noCardDetails(request: FastifyRequest): Promise<void> {
  const paths = cardFieldPaths(request.body);
  if (paths.length === 0) return;
  const message = ORDER_ERRORS.cardFields;
  throw new HttpError(
    400,
    'bad_request',
    message,
    Object.fromEntries(paths.map((p) => [p, message])),
  );
}
