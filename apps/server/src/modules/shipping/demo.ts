import type { CourierProvider, CourierRate, ServiceabilityQuery } from './provider';

/*
 * The demo courier: the embedded default, so a new shop can dispatch end to end without an
 * account anywhere. Nothing leaves the machine, and every answer follows from its question
 * alone (same PINs and weight, same rates; same order, same AWB), so tests and screenshots
 * agree from run to run. Its AWBs start with DEMO and no courier will ever carry them.
 */

/** Freight per started 500 g slab, as Indian couriers price: first slab, then each further one. */
const COURIERS = [
  { courierId: 'demo-surface', courierName: 'Demo Surface', first: 4000, next: 3000, days: 5 },
  { courierId: 'demo-air', courierName: 'Demo Air', first: 6500, next: 5000, days: 2 },
] as const;
/** Cash-on-delivery charge per parcel, in paise. */
const COD_CHARGE_PAISE = 3500;

/** FNV-1a: a stable number from text, so an order always gets the same demo AWB. */
function stableNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The demo's rate for one courier: slabs of 500 g, a day less within the same postal circle. */
function rateOf(c: (typeof COURIERS)[number], q: ServiceabilityQuery): CourierRate {
  const slabs = Math.max(1, Math.ceil(q.weightGrams / 500));
  const sameCircle = q.pickupPin.slice(0, 2) === q.deliveryPin.slice(0, 2);
  return {
    courierId: c.courierId,
    courierName: c.courierName,
    ratePaise: c.first + (slabs - 1) * c.next + (q.cod ? COD_CHARGE_PAISE : 0),
    estimatedDays: sameCircle ? Math.max(1, c.days - 1) : c.days,
    estimatedDate: null,
  };
}

export const demoProvider: CourierProvider = {
  name: 'demo',
  books: true,
  serviceability: (q) =>
    Promise.resolve({
      serviceable: true,
      rates: COURIERS.map((c) => rateOf(c, q)),
      recommendedCourierId: COURIERS[0].courierId,
    }),
  createOrder: (order) =>
    Promise.resolve({
      providerOrderId: `DEMO-${order.orderId}`,
      providerShipmentId: `DEMO-S-${order.orderId}`,
    }),
  assignAwb: (ref, choice) => {
    const courier = COURIERS.find((c) => c.courierId === choice.courierId) ?? COURIERS[0];
    const digits = String(stableNumber(ref.orderId) % 10_000_000_000).padStart(10, '0');
    return Promise.resolve({ awb: `DEMO${digits}`, courierName: courier.courierName });
  },
  schedulePickup: () => Promise.resolve({ date: null }),
  // The shop prints its own label with the AWB's barcode.
  label: () => Promise.resolve(null),
  manifest: () => Promise.resolve(null),
  track: (awb) => Promise.resolve({ awb, status: 'Booked (demo)', delivered: false, events: [] }),
  ndrAction: () => Promise.resolve(false),
};
