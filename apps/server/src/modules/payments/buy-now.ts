import type { SessionUser } from '@shop/shared/auth/user';
import type { OrderDetail } from '@shop/shared/orders/order';
import { shippingSchema, type ShippingInput } from '@shop/shared/orders/place-order';
import {
  BUY_NOW_ADDRESS_FIELDS,
  BUY_NOW_FIELD_ERRORS,
  PAYMENT_MESSAGES,
  type BuyNowInput,
  type PaymentStart,
} from '@shop/shared/payments/payment';
import type { Database } from '../../db/database';
import { ExternalServiceError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { findProfile } from '../account/repository';
import { findDefaultAddress, type AddressRow } from '../addresses/repository';
import type { OrderService, PlacedOrder } from '../orders/service';
import type { PaymentsService } from './service';

export interface BoughtNow {
  order: OrderDetail;
  payment: PaymentStart;
  statusCode: number;
  replayed: boolean;
}

const addressRequired = (fields: Record<string, string>) =>
  new InvalidInputError('address_required', PAYMENT_MESSAGES.addressRequired, fields);

/**
 * Buy Now (ADR 017): a real order for one product, placed through the same order service as
 * checkout (priced, taxed and stocked by the server) and shipped to the profile's address, then
 * the payment is started at once. The saved cart is left as it is.
 */
export class BuyNowService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrderService,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Places the order under the request's Idempotency-Key (a retry answers the same order) and
   * answers it with the payment to open. InvalidInputError 'address_required' naming each
   * missing profile field; the stock and idempotency errors of checkout; ExternalServiceError
   * 'payment_gateway_unavailable' when the order is saved but
   * Razorpay cannot be reached (it can be paid from the account, or by retrying the same key).
   */
  async buy(user: SessionUser, key: string, input: BuyNowInput): Promise<BoughtNow> {
    const placed = await this.place(user, key, input);
    let payment: PaymentStart;
    try {
      payment = await this.payments.start(user, placed.order.orderId);
    } catch (err) {
      if (err instanceof ExternalServiceError && err.code === 'payment_gateway_unavailable') {
        throw new ExternalServiceError(
          'payment_gateway_unavailable',
          PAYMENT_MESSAGES.savedButUnpaid(placed.order.orderId),
        );
      }
      throw err;
    }
    return {
      order: placed.order,
      payment,
      statusCode: placed.statusCode,
      replayed: placed.replayed,
    };
  }

  /**
   * Only places the order (the Buy Now form, ADR 049): its payment is started from the order's
   * confirmation. The same refusals as `buy` before the order exists.
   */
  async place(user: SessionUser, key: string, input: BuyNowInput): Promise<PlacedOrder> {
    const shipping = await this.shippingFor(user);
    return this.orders.place(
      user,
      key,
      {
        items: [{ productId: input.productId, quantity: input.quantity }],
        shipping,
        paymentMethod: input.paymentMethod,
        deliveryOption: 'standard',
        business: undefined,
      },
      { keepSavedCart: true },
    );
  }

  /**
   * The address book's default address (ADR 053), else the profile's delivery details, checked
   * as checkout checks them.
   */
  private async shippingFor(user: SessionUser): Promise<ShippingInput> {
    const account = await findProfile(this.db, user.id);
    if (!account) throw new NotFoundError('No such account');
    const saved = await findDefaultAddress(this.db, user.id);
    const profile = saved ? { ...account, ...pickDelivery(saved) } : account;
    const missing = Object.fromEntries(
      BUY_NOW_ADDRESS_FIELDS.filter((f) => profile[f].trim() === '').map((f) => [
        f,
        BUY_NOW_FIELD_ERRORS[f],
      ]),
    );
    if (Object.keys(missing).length > 0) throw addressRequired(missing);
    const parsed = shippingSchema.safeParse(profile);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      throw addressRequired(fields);
    }
    return parsed.data;
  }
}

const pickDelivery = ({ name, phone, address, city, state, pincode }: AddressRow) => ({
  name,
  phone,
  address,
  city,
  state,
  pincode,
});
