import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { ORDER_ID_PATTERN } from '@shop/shared/orders/order-id';
import {
  bookShipmentSchema,
  bookedShipmentSchema,
  shippingRatesSchema,
} from '@shop/shared/shipping/booking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, unknownParams } from '../../lib/route-contracts';
import type { ShipmentBooking } from './booking';

const tags = ['Back office'];
const params = z.object({
  orderId: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(ORDER_ID_PATTERN)),
});
const orderNotFound = unknownParams(ADMIN_ERRORS.orderNotFound);

/** An order's courier rates and its booking with the courier provider (ADR 099). */
export function adminShippingRoutes(admin: FastifyInstance, booking: ShipmentBooking): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/orders/:orderId/shipping-rates',
    {
      schema: {
        tags,
        summary:
          "The order's parcel (actual, volumetric and chargeable weight) and the couriers that serve its PIN, with rates",
        params,
        response: { 200: shippingRatesSchema, ...errorResponses },
      },
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => booking.rates(req.params.orderId),
  );

  api.post(
    '/api/admin/orders/:orderId/shipment',
    {
      schema: {
        tags,
        summary:
          'Book the order with the courier provider: its order, AWB and pickup; again resumes where it stopped (never books twice)',
        params,
        body: bookShipmentSchema,
        response: { 200: z.object({ shipment: bookedShipmentSchema }), ...errorResponses },
      },
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => ({ shipment: await booking.book(req.params.orderId, req.body) }),
  );
}
