import type { TrackingKind } from '@shop/shared/shipping/tracking';
import type { ShippingProviderName } from './config';

/*
 * The courier provider (ADR 099): what the shop asks of a courier aggregator, in the shop's own
 * terms. Each implementation turns these into its provider's calls and its answers back; no
 * provider's JSON leaves its file.
 */

/** One courier's offer for a parcel, from the provider's serviceability check. */
export interface CourierRate {
  /** The provider's courier id (Shiprocket's courier_company_id), to book that courier. */
  courierId: string;
  courierName: string;
  /** Freight the provider charges the shop, in paise (cash-on-delivery charge included). */
  ratePaise: number;
  /** Working days from pickup to delivery, when the provider says. */
  estimatedDays: number | null;
  /** The provider's estimated delivery date, India date YYYY-MM-DD, when it says. */
  estimatedDate: string | null;
}

export interface ServiceabilityQuery {
  pickupPin: string;
  deliveryPin: string;
  /** The chargeable weight (parcel.ts). */
  weightGrams: number;
  cod: boolean;
}

export type Serviceability =
  | { serviceable: true; rates: CourierRate[]; recommendedCourierId: string | null }
  | { serviceable: false; reason: string };

/** What a provider needs to book one of our orders as one parcel. */
export interface ShipmentOrder {
  /** Our order id: the provider's order reference, so a repeated booking names the same order. */
  orderId: string;
  /** UTC ISO time the order was placed. */
  placedAt: string;
  customer: {
    name: string;
    phone: string;
    email: string;
    address: string;
    city: string;
    state: string;
    pin: string;
  };
  lines: { productId: number; name: string; units: number; unitPricePaise: number; hsn: string }[];
  payment: 'prepaid' | 'cod';
  /** What the order is worth with GST; for COD, what the courier collects. */
  totalPaise: number;
  parcel: { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number };
}

/** The provider's references for a booked order. */
export interface BookedOrder {
  providerOrderId: string;
  providerShipmentId: string;
}

export interface AssignedAwb {
  awb: string;
  courierName: string;
}

export interface ScheduledPickup {
  /** India date YYYY-MM-DD the courier will collect, when the provider says. */
  date: string | null;
}

/** A file the provider made (label, manifest) at its own address. */
export interface ProviderDocument {
  url: string;
}

export interface TrackingEvent {
  /** UTC ISO time. */
  at: string;
  /** What the event means to the shop (ADR 101). */
  kind: TrackingKind;
  /** The provider's status words, as it shows them ("In Transit", "Delivered"). */
  status: string;
  activity: string;
  location: string | null;
}

export interface Tracking {
  awb: string;
  /** The latest status in the provider's words. */
  status: string;
  delivered: boolean;
  /** Newest first. */
  events: TrackingEvent[];
}

/** A shipment as the provider knows it, by our order id and its own shipment id. */
export interface ShipmentRef {
  orderId: string;
  providerShipmentId: string;
}

/**
 * A courier provider. `books` is false for the manual provider: staff book the courier
 * themselves and type its name and AWB (`typed`), and there is nothing to track or print.
 */
export interface CourierProvider {
  readonly name: ShippingProviderName;
  readonly books: boolean;
  serviceability(query: ServiceabilityQuery): Promise<Serviceability>;
  createOrder(order: ShipmentOrder): Promise<BookedOrder>;
  assignAwb(
    ref: ShipmentRef,
    choice: { courierId?: string; typed?: { courierName: string; awb: string } },
  ): Promise<AssignedAwb>;
  schedulePickup(ref: ShipmentRef): Promise<ScheduledPickup>;
  /** One PDF of the labels of these shipments; null: the provider prints none. */
  label(refs: readonly ShipmentRef[]): Promise<ProviderDocument | null>;
  /** The pickup manifest of these shipments; null: the provider makes none. */
  manifest(refs: readonly ShipmentRef[]): Promise<ProviderDocument | null>;
  /** null: the provider does not track (manual). */
  track(awb: string, orderId?: string): Promise<Tracking | null>;
  /**
   * Tells the courier what the customer chose after a failed delivery; false: the provider has
   * no such call and staff tell the courier themselves.
   */
  ndrAction(ref: ShipmentRef & { awb: string }, answer: NdrInstruction): Promise<boolean>;
}

/** A failed delivery's next step, as the customer chose it (ADR 101). */
export interface NdrInstruction {
  action: 'reattempt' | 'return';
  /** India date YYYY-MM-DD the customer asked for, with a re-attempt. */
  date: string | null;
}

/** The provider cannot do what was asked, for a reason staff can act on (shown to them). */
export class CourierRefusal extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when the refusal came from it. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The provider could not be reached or kept failing after its retries. */
export class CourierUnavailable extends Error {}
