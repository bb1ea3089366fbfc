import { COD_METHOD } from '@shop/shared/orders/place-order';
import type { BookShipment, BookedShipment } from '@shop/shared/shipping/booking';
import { parcelFor, type Parcel } from '@shop/shared/shipping/parcel';
import { SHOP } from '@shop/shared/shop/identity';
import type { Database } from '../../db/database';
import {
  ConflictError,
  ExternalServiceError,
  InvalidInputError,
  NotFoundError,
} from '../../lib/domain-errors';
import {
  CourierRefusal,
  CourierUnavailable,
  type CourierProvider,
  type Serviceability,
  type ShipmentOrder,
} from './provider';
import * as repo from './repository';

type OrderToShip = NonNullable<Awaited<ReturnType<typeof repo.orderToShip>>>;

const SHIPPING_ERRORS = {
  notReady: (id: string) =>
    `Order ${id} is not ready to ship (it must be paid, or a confirmed Cash on Delivery order)`,
  unmeasured: (names: string[]) =>
    `Enter the packed weight and box of ${names.join(', ')} before booking a courier`,
  otherProvider: (id: string, provider: string) =>
    `Order ${id} was booked with the ${provider} provider; finish it there`,
} as const;

/**
 * Books one order with the courier provider (ADR 099), step by step: create the provider's
 * order, assign the AWB, book the pickup. Each step's answer is kept in `shipments` before the
 * next starts, so booking the order again resumes at the step that failed and never books it
 * twice. The order's status is not changed here: dispatch marks it Shipped with the AWB.
 */
export class ShipmentBooking {
  constructor(
    private readonly db: Database,
    private readonly provider: CourierProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The order's parcel and the couriers that serve it, with their rates. */
  async rates(orderId: string): Promise<{ parcel: Parcel; serviceability: Serviceability }> {
    const order = await this.order(orderId);
    const parcel = this.parcel(order);
    const serviceability = await this.ask(() =>
      this.provider.serviceability({
        pickupPin: SHOP.address.pincode,
        deliveryPin: order.pincode,
        weightGrams: parcel.chargeableGrams,
        cod: order.payment_method === COD_METHOD,
      }),
    );
    return { parcel, serviceability };
  }

  /**
   * Books the order with the courier chosen (`courierId`, from `rates`; the provider's choice
   * when left out), or records the courier and AWB staff typed for the manual provider.
   */
  async book(orderId: string, input: BookShipment = {}): Promise<BookedShipment> {
    const typed =
      input.courierName && input.awb
        ? { courierName: input.courierName, awb: input.awb }
        : undefined;
    const choice = {
      ...(input.courierId && { courierId: input.courierId }),
      ...(typed && { typed }),
    };
    const order = await this.order(orderId);
    if (!order.ready)
      throw new ConflictError('not_ready_to_ship', SHIPPING_ERRORS.notReady(orderId));
    const parcel = this.parcel(order);
    let row = await repo.startShipment(
      this.db,
      orderId,
      this.provider.name,
      parcel.chargeableGrams,
      this.now(),
    );
    if (row.provider !== this.provider.name) {
      throw new ConflictError(
        'other_provider',
        SHIPPING_ERRORS.otherProvider(orderId, row.provider),
      );
    }
    if (!row.provider_shipment_id) {
      const booked = await this.ask(() => this.provider.createOrder(shipmentOrder(order, parcel)));
      await repo.saveStep(
        this.db,
        orderId,
        {
          provider_order_id: booked.providerOrderId,
          provider_shipment_id: booked.providerShipmentId,
        },
        this.now(),
      );
    }
    row = (await repo.findShipment(this.db, orderId))!;
    const ref = { orderId, providerShipmentId: row.provider_shipment_id! };
    if (!row.awb) {
      const awb = await this.ask(() => this.provider.assignAwb(ref, choice));
      await repo.saveStep(
        this.db,
        orderId,
        { awb: awb.awb, courier_name: awb.courierName },
        this.now(),
      );
    }
    if (this.provider.books && !row.pickup_booked_at) {
      const pickup = await this.ask(() => this.provider.schedulePickup(ref));
      const at = this.now();
      await repo.saveStep(
        this.db,
        orderId,
        { pickup_booked_at: at.toISOString(), pickup_date: pickup.date },
        at,
      );
    }
    row = (await repo.findShipment(this.db, orderId))!;
    return {
      orderId,
      provider: row.provider,
      courierName: row.courier_name,
      awb: row.awb,
      pickupDate: row.pickup_date,
      weightGrams: row.weight_grams,
    };
  }

  private async order(orderId: string): Promise<OrderToShip> {
    const order = await repo.orderToShip(this.db, orderId);
    if (!order) throw new NotFoundError(`Order ${orderId} not found`);
    return order;
  }

  /** The order's parcel; a provider that books needs every product measured. */
  private parcel(order: OrderToShip): Parcel {
    const parcel = parcelFor(
      order.lines.map((l) => ({
        productId: l.product_id,
        quantity: l.quantity,
        weightGrams: l.weight_grams,
        lengthCm: l.length_cm,
        breadthCm: l.breadth_cm,
        heightCm: l.height_cm,
      })),
    );
    if (this.provider.books && parcel.unmeasured.length > 0) {
      const names = order.lines
        .filter((l) => parcel.unmeasured.includes(l.product_id))
        .map((l) => l.name);
      throw new InvalidInputError('unmeasured_products', SHIPPING_ERRORS.unmeasured(names));
    }
    return parcel;
  }

  /** A provider's refusal is the caller's to act on (400); no answer is the provider's (502). */
  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof CourierRefusal)
        throw new InvalidInputError('courier_refused', err.message);
      if (err instanceof CourierUnavailable) {
        throw new ExternalServiceError('courier_unavailable', err.message);
      }
      throw err;
    }
  }
}

function shipmentOrder(order: OrderToShip, parcel: Parcel): ShipmentOrder {
  return {
    orderId: order.order_id,
    placedAt: order.created_at,
    customer: {
      name: order.customer_name,
      phone: order.customer_phone,
      email: order.customer_email,
      address: order.address,
      city: order.city,
      state: order.state,
      pin: order.pincode,
    },
    lines: order.lines.map((l) => ({
      productId: l.product_id,
      name: l.name,
      units: l.quantity,
      // With GST, as the invoice values the goods.
      unitPricePaise: Math.round((l.taxable_value + l.tax_amount) / l.quantity),
      hsn: l.hsn,
    })),
    payment: order.payment_method === COD_METHOD ? 'cod' : 'prepaid',
    totalPaise: order.total_amount,
    parcel: {
      weightGrams: parcel.chargeableGrams,
      lengthCm: parcel.lengthCm,
      breadthCm: parcel.breadthCm,
      heightCm: parcel.heightCm,
    },
  };
}
