import { indiaDateTime } from '@shop/shared/format/india-time';
import { kilograms } from '@shop/shared/shipping/parcel';
import type { z } from 'zod';
import {
  CourierRefusal,
  CourierUnavailable,
  type CourierProvider,
  type ShipmentOrder,
  type ShipmentRef,
} from './provider';
import type { ShiprocketClient } from './shiprocket-client';
import * as answer from './shiprocket-schemas';
import { trackingKindOf } from './tracking-words';

/** Shiprocket's shipment ids are numbers; ours are kept as text. */
const shipmentIdOf = (ref: ShipmentRef) =>
  /^\d+$/.test(ref.providerShipmentId) ? Number(ref.providerShipmentId) : ref.providerShipmentId;
const rupees = (paise: number) => Math.round(paise) / 100;

function read<S extends z.ZodType>(schema: S, data: unknown, operation: string): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new CourierUnavailable(`Shiprocket answered ${operation} unexpectedly`);
  }
  return parsed.data;
}

/** The adhoc order Shiprocket books: our order id is its order_id, so a repeat names the same. */
function adhocOrder(order: ShipmentOrder, pickupLocation: string) {
  const c = order.customer;
  return {
    order_id: order.orderId,
    order_date: indiaDateTime(new Date(order.placedAt)).slice(0, 16),
    pickup_location: pickupLocation,
    billing_customer_name: c.name,
    billing_last_name: '',
    billing_address: c.address,
    billing_city: c.city,
    billing_pincode: c.pin,
    billing_state: c.state,
    billing_country: 'India',
    billing_email: c.email,
    billing_phone: c.phone,
    shipping_is_billing: true,
    order_items: order.lines.map((l) => ({
      name: l.name,
      sku: String(l.productId),
      units: l.units,
      selling_price: rupees(l.unitPricePaise),
      hsn: l.hsn,
    })),
    payment_method: order.payment === 'cod' ? 'COD' : 'Prepaid',
    // What the courier collects on a COD parcel: the order's payable total.
    sub_total: rupees(order.totalPaise),
    length: order.parcel.lengthCm,
    breadth: order.parcel.breadthCm,
    height: order.parcel.heightCm,
    weight: kilograms(order.parcel.weightGrams),
  };
}

/** Shiprocket as the courier provider (ADR 099), through its external API v1. */
export function shiprocketProvider(
  client: ShiprocketClient,
  pickupLocation: string,
): CourierProvider {
  return {
    name: 'shiprocket',
    books: true,

    async serviceability(q) {
      const query = new URLSearchParams({
        pickup_postcode: q.pickupPin,
        delivery_postcode: q.deliveryPin,
        weight: String(kilograms(q.weightGrams)),
        cod: q.cod ? '1' : '0',
      });
      let data: unknown;
      try {
        data = await client.call({
          operation: 'serviceability',
          method: 'GET',
          path: `/courier/serviceability/?${query}`,
        });
      } catch (err) {
        if (err instanceof CourierRefusal && err.status === 422) {
          return { serviceable: false, reason: err.message };
        }
        throw err;
      }
      const found = read(answer.serviceabilityResponse, data, 'serviceability');
      const companies = found.data?.available_courier_companies ?? [];
      if (companies.length === 0) {
        return { serviceable: false, reason: found.message ?? 'No courier serves this PIN code' };
      }
      return {
        serviceable: true,
        rates: companies.map((c) => ({
          courierId: c.courier_company_id,
          courierName: c.courier_name,
          ratePaise: Math.round(c.rate * 100),
          estimatedDays: c.estimated_delivery_days ?? null,
          estimatedDate: answer.etdDate(c.etd),
        })),
        recommendedCourierId: found.data?.recommended_courier_company_id ?? null,
      };
    },

    async createOrder(order) {
      const data = await client.call({
        operation: 'create_order',
        method: 'POST',
        path: '/orders/create/adhoc',
        body: adhocOrder(order, pickupLocation),
        orderId: order.orderId,
      });
      const booked = read(answer.createOrderResponse, data, 'create_order');
      return { providerOrderId: booked.order_id, providerShipmentId: booked.shipment_id };
    },

    async assignAwb(ref, choice) {
      const data = await client.call({
        operation: 'assign_awb',
        method: 'POST',
        path: '/courier/assign/awb',
        body: {
          shipment_id: shipmentIdOf(ref),
          ...(choice.courierId && { courier_id: Number(choice.courierId) || choice.courierId }),
        },
        orderId: ref.orderId,
      });
      const assigned = read(answer.assignAwbResponse, data, 'assign_awb').response.data;
      if (!assigned.awb_code) {
        throw new CourierRefusal(assigned.awb_assign_error ?? 'Shiprocket assigned no AWB');
      }
      return { awb: assigned.awb_code, courierName: assigned.courier_name ?? '' };
    },

    async schedulePickup(ref) {
      const data = await client.call({
        operation: 'pickup',
        method: 'POST',
        path: '/courier/generate/pickup',
        body: { shipment_id: [shipmentIdOf(ref)] },
        orderId: ref.orderId,
      });
      const pickup = read(answer.pickupResponse, data, 'pickup');
      if (pickup.pickup_status !== 1) throw new CourierRefusal('Shiprocket booked no pickup');
      const date = pickup.response?.pickup_scheduled_date?.slice(0, 10) ?? null;
      return { date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null };
    },

    async label(refs) {
      const data = await client.call({
        operation: 'label',
        method: 'POST',
        path: '/courier/generate/label',
        body: { shipment_id: refs.map(shipmentIdOf) },
        orderId: refs.length === 1 ? refs[0]!.orderId : null,
      });
      const label = read(answer.labelResponse, data, 'label');
      if (label.label_created !== 1 || !label.label_url) {
        throw new CourierRefusal(label.response ?? 'Shiprocket made no label');
      }
      return { url: label.label_url };
    },

    async manifest(refs) {
      const data = await client.call({
        operation: 'manifest',
        method: 'POST',
        path: '/manifests/generate',
        body: { shipment_id: refs.map(shipmentIdOf) },
        orderId: refs.length === 1 ? refs[0]!.orderId : null,
      });
      const manifest = read(answer.manifestResponse, data, 'manifest');
      if (!manifest.manifest_url) throw new CourierRefusal('Shiprocket made no manifest');
      return { url: manifest.manifest_url };
    },

    async track(awb, orderId) {
      const data = await client.call({
        operation: 'track',
        method: 'GET',
        path: `/courier/track/awb/${encodeURIComponent(awb)}`,
        orderId: orderId ?? null,
      });
      const t = read(answer.trackResponse, data, 'track').tracking_data;
      if (t.error) throw new CourierRefusal(t.error);
      const events = (t.shipment_track_activities ?? []).flatMap((a) => {
        const at = answer.indiaTimeToIso(a.date);
        if (!at) return [];
        const status = a['sr-status-label'] ?? a.status ?? '';
        const kind = trackingKindOf(status, Number(a['sr-status']) || null);
        return [{ at, kind, status, activity: a.activity ?? status, location: a.location ?? null }];
      });
      const current = t.shipment_track?.[0];
      return {
        awb,
        status: current?.current_status ?? events[0]?.status ?? '',
        delivered: Boolean(current?.delivered_date) || /^delivered$/i.test(events[0]?.status ?? ''),
        events,
      };
    },

    async ndrAction(ref, answer) {
      const comments =
        answer.action === 'return'
          ? 'The customer cancelled the order: return the parcel.'
          : answer.date
            ? `The customer asks for delivery on ${answer.date}.`
            : 'The customer asks for another delivery attempt.';
      await client.call({
        operation: 'ndr_action',
        method: 'POST',
        path: `/ndr/${encodeURIComponent(ref.awb)}/action`,
        body: { action: answer.action === 'return' ? 'return' : 're-attempt', comments },
        orderId: ref.orderId,
      });
      return true;
    },
  };
}
