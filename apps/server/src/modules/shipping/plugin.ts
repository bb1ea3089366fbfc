import fp from 'fastify-plugin';
import { PeriodicJob } from '../../lib/periodic-job';
import { runWhileUp, type ModuleOptions } from '../../plugins/module-options';
import { DeliveryProblemLinks } from '../orders/delivery-problem-links';
import type { ShipmentBooking } from './booking';
import { CourierDispatch } from './courier-dispatch';
import { DeliveryProblems } from './delivery-problems';
import { setUpShipping } from './setup';
import { ShipmentTracking } from './tracking';
import { adminShippingRoutes, trackingRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Booking orders with the courier provider SHIPPING_PROVIDER names (ADR 099). */
    shipping: ShipmentBooking;
    /** Dispatch through the provider, and the tracking that moves orders (ADR 101). */
    courierDispatch: CourierDispatch;
    shipmentTracking: ShipmentTracking;
    deliveryProblems: DeliveryProblems;
  }
}

/** Webhooks can be missed; the poll asks the provider about each parcel on its way this often. */
const POLL_EVERY_MS = 30 * 60_000;

/** The courier provider, booking and dispatch through it, and tracking that moves orders. */
export const shippingModule = fp(
  async (app, opts: ModuleOptions) => {
    const { config, db, log, orderLifecycle } = app;
    const { booking, provider } = setUpShipping(config.shipping, db, log);
    const tracking = new ShipmentTracking(db, orderLifecycle, provider);
    const dispatch = new CourierDispatch(db, booking, orderLifecycle, provider);
    const links = new DeliveryProblemLinks(db, config.publicUrl);
    const problems = new DeliveryProblems(db, links, provider, log);
    app.decorate('shipping', booking);
    app.decorate('courierDispatch', dispatch);
    app.decorate('shipmentTracking', tracking);
    app.decorate('deliveryProblems', problems);
    adminShippingRoutes(app, booking);
    const webhookToken =
      config.shipping.provider === 'shiprocket' ? config.shipping.webhookToken : undefined;
    trackingRoutes(app, { tracking, dispatch, problems, webhookToken });
    // The demo and manual providers have nothing to ask.
    if (provider.name === 'shiprocket') {
      const poll = new PeriodicJob(
        'courier tracking poll',
        POLL_EVERY_MS,
        () => tracking.poll(),
        log,
      );
      runWhileUp(app, poll, opts);
    }
  },
  { name: 'shipping', dependencies: ['orders'] },
);
