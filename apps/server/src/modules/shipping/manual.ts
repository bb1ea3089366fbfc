import type { CourierProvider } from './provider';
import { CourierRefusal } from './provider';

/**
 * Manual shipping: staff book the parcel on a courier's own portal or counter and type the
 * courier's name and AWB, as the to-ship queue has always taken them. Nothing is called, priced,
 * printed or tracked here; the shop's own label and invoice still print.
 */
export const manualProvider: CourierProvider = {
  name: 'manual',
  books: false,
  serviceability: () =>
    Promise.resolve({ serviceable: true, rates: [], recommendedCourierId: null }),
  createOrder: (order) =>
    Promise.resolve({ providerOrderId: order.orderId, providerShipmentId: order.orderId }),
  assignAwb: (_ref, choice) => {
    if (!choice.typed) {
      return Promise.reject(new CourierRefusal('Type the courier’s name and the AWB number'));
    }
    return Promise.resolve({ awb: choice.typed.awb, courierName: choice.typed.courierName });
  },
  schedulePickup: () => Promise.resolve({ date: null }),
  label: () => Promise.resolve(null),
  manifest: () => Promise.resolve(null),
  track: () => Promise.resolve(null),
  ndrAction: () => Promise.resolve(false),
};
