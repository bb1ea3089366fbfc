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
import { DISPATCH_MESSAGES } from '@shop/shared/admin/dispatch';
import { courierDispatchSchema } from '@shop/shared/shipping/courier-dispatch';
import {
  deliveryProblemSchema,
  ndrAnswerSchema,
  ndrTokenSchema,
  NDR_MESSAGES,
} from '@shop/shared/shipping/tracking';
import { actorOf } from '../admin/guard';
import type { CourierDispatch } from './courier-dispatch';
import type { DeliveryProblems } from './delivery-problems';
import type { ShipmentTracking } from './tracking';
import { receiveTrackingWebhook, trackingWebhookBody } from './tracking-webhook';

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

/**
 * Shiprocket asks that a webhook's URL not contain "shiprocket", "kartrocket", "sr" or "kr"
 * (apidocs.shiprocket.in, "Webhooks"), so the path names the courier, not the provider.
 */
export const TRACKING_WEBHOOK_PATH = '/api/courier/tracking';

export interface TrackingDeps {
  tracking: ShipmentTracking;
  dispatch: CourierDispatch;
  problems: DeliveryProblems;
  webhookToken: string | undefined;
}

const tokenParams = z.object({ token: ndrTokenSchema });
const badLink = unknownParams(NDR_MESSAGES.link);

/** The tracking webhook, the failed-delivery answer and dispatch through the courier (ADR 101). */
export function trackingRoutes(app: FastifyInstance, deps: TrackingDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    TRACKING_WEBHOOK_PATH,
    {
      schema: {
        tags: ['Orders'],
        summary: "Shiprocket's tracking webhook: one event of a shipment, by its AWB",
        description:
          'Authenticated by the security token registered with the webhook, sent as x-api-key. ' +
          'An event already received changes nothing (status duplicate); an AWB no shipment ' +
          'has is refused (404).',
        headers: z.looseObject({ 'x-api-key': z.string().optional() }),
        body: trackingWebhookBody,
        response: {
          200: z.object({ status: z.enum(['processed', 'duplicate']) }),
          ...errorResponses,
        },
      },
      config: { csrf: false },
    },
    async (req) =>
      receiveTrackingWebhook(deps.tracking, deps.webhookToken, req.headers['x-api-key'], req.body),
  );

  api.get(
    '/api/delivery-problem/:token',
    {
      schema: {
        tags: ['Orders'],
        summary: 'A failed delivery, by the signed link emailed to the customer',
        params: tokenParams,
        response: { 200: deliveryProblemSchema, ...errorResponses },
      },
      schemaErrorFormatter: badLink,
    },
    async (req) => deps.problems.view(req.params.token),
  );

  api.post(
    '/api/delivery-problem/:token',
    {
      schema: {
        tags: ['Orders'],
        summary:
          "The customer's answer to a failed delivery: try again, a new date, or cancel (once)",
        params: tokenParams,
        body: ndrAnswerSchema,
        response: { 200: deliveryProblemSchema, ...errorResponses },
      },
      schemaErrorFormatter: badLink,
    },
    async (req) => deps.problems.answer(req.params.token, req.body),
  );

  api.post(
    '/api/admin/orders/dispatch-with-courier',
    {
      schema: {
        tags: ['Back office'],
        summary:
          'Book several orders with the courier provider and ship them with the AWBs it gives: all or none',
        description: DISPATCH_MESSAGES.nothingDone,
        body: courierDispatchSchema,
        response: { 200: z.object({ dispatched: z.array(z.string()) }), ...errorResponses },
      },
    },
    async (req) => ({ dispatched: await deps.dispatch.dispatch(actorOf(req), req.body) }),
  );
}
