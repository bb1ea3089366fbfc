/*
 * What the Shiprocket look-alike remembers and answers, per endpoint, after the token was
 * checked: the documented fields it validates (422 with `errors` per field) and the answer
 * shapes of apidocs.shiprocket.in.
 */

export interface FakeShipment {
  /** Shiprocket's numbers for the order and its one shipment. */
  srOrderId: number;
  shipmentId: number;
  /** The channel order id: the shop's own order id. */
  orderId: string;
  body: Record<string, unknown>;
  awb: string | null;
  courierName: string | null;
  pickupBooked: boolean;
}

export interface Desk {
  /** By the shop's order id: a second create with the same order_id is the same order. */
  orders: Map<string, FakeShipment>;
  unserviceablePins: Set<string>;
  /** Activities to answer for an AWB, newest first (tests set them). */
  tracking: Map<
    string,
    { date: string; activity: string; location: string; label: string; statusId?: number }[]
  >;
  /** NDR actions received, in order: the AWB and the documented body. */
  ndrActions: { awb: string; action: string; comments: string }[];
}

export interface DeskRequest {
  operation: string;
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  baseUrl: string;
}

const COURIERS = [
  { id: 10, name: 'Delhivery Surface', first: 42, next: 38, days: 5 },
  { id: 24, name: 'Xpressbees Air', first: 61, next: 55, days: 3 },
];
const PIN = /^[1-9][0-9]{5}$/;
const invalid = (errors: Record<string, string[]>) =>
  [422, { message: 'Oops! Invalid Data.', errors, status_code: 422 }] as const;

function shipmentsOf(desk: Desk, ids: unknown): FakeShipment[] | undefined {
  const list = Array.isArray(ids) ? ids : [ids];
  const found = list.map((id) => [...desk.orders.values()].find((s) => s.shipmentId === id));
  return found.every(Boolean) && found.length > 0 ? (found as FakeShipment[]) : undefined;
}

const REQUIRED_ORDER_FIELDS = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
];

export function answerFor(desk: Desk, r: DeskRequest): readonly [number, unknown] {
  const body = (typeof r.body === 'object' && r.body !== null ? r.body : {}) as Record<
    string,
    unknown
  >;
  switch (r.operation) {
    case 'serviceability': {
      const pickup = r.query.get('pickup_postcode') ?? '';
      const delivery = r.query.get('delivery_postcode') ?? '';
      const weight = Number(r.query.get('weight'));
      const errors: Record<string, string[]> = {};
      if (!PIN.test(pickup)) errors.pickup_postcode = ['The pickup postcode is invalid.'];
      if (!PIN.test(delivery)) errors.delivery_postcode = ['The delivery postcode is invalid.'];
      if (!(weight > 0)) errors.weight = ['The weight must be greater than 0.'];
      if (Object.keys(errors).length) return invalid(errors);
      if (desk.unserviceablePins.has(delivery)) {
        return [422, { message: 'Delivery postcode not serviceable', status_code: 422 }];
      }
      const cod = r.query.get('cod') === '1';
      const slabs = Math.max(1, Math.ceil(weight / 0.5));
      return [
        200,
        {
          status: 200,
          data: {
            available_courier_companies: COURIERS.map((c) => ({
              courier_company_id: c.id,
              courier_name: c.name,
              rate: c.first + (slabs - 1) * c.next + (cod ? 35.4 : 0),
              cod_charges: cod ? 35.4 : 0,
              estimated_delivery_days: String(c.days),
              etd: 'Dec 12, 2026',
            })),
            recommended_courier_company_id: COURIERS[0]!.id,
          },
        },
      ];
    }
    case 'create_order': {
      const missing = REQUIRED_ORDER_FIELDS.filter((f) => body[f] === undefined || body[f] === '');
      if (missing.length) {
        return invalid(
          Object.fromEntries(missing.map((f) => [f, [`The ${f} field is required.`]])),
        );
      }
      const orderId = String(body.order_id);
      let shipment = desk.orders.get(orderId);
      if (!shipment) {
        const n = desk.orders.size + 1;
        shipment = {
          srOrderId: 700000 + n,
          shipmentId: 900000 + n,
          orderId,
          body,
          awb: null,
          courierName: null,
          pickupBooked: false,
        };
        desk.orders.set(orderId, shipment);
      }
      return [
        200,
        {
          order_id: shipment.srOrderId,
          shipment_id: shipment.shipmentId,
          status: 'NEW',
          status_code: 1,
          onboarding_completed_now: 0,
          awb_code: shipment.awb ?? '',
          courier_company_id: '',
          courier_name: shipment.courierName ?? '',
        },
      ];
    }
    case 'assign_awb': {
      const [shipment] = shipmentsOf(desk, body.shipment_id) ?? [];
      if (!shipment) return invalid({ shipment_id: ['The selected shipment id is invalid.'] });
      const courier = COURIERS.find((c) => c.id === body.courier_id) ?? COURIERS[0]!;
      shipment.awb ??= `1410${String(shipment.shipmentId).padStart(8, '0')}`;
      shipment.courierName ??= courier.name;
      return [
        200,
        {
          awb_assign_status: 1,
          response: {
            data: {
              courier_company_id: courier.id,
              awb_code: shipment.awb,
              courier_name: shipment.courierName,
              shipment_id: shipment.shipmentId,
              assigned_date_time: { date: '2026-11-28 12:00:00.000000', timezone: 'Asia/Kolkata' },
            },
          },
        },
      ];
    }
    case 'pickup': {
      const shipments = shipmentsOf(desk, body.shipment_id);
      if (!shipments) return invalid({ shipment_id: ['The selected shipment id is invalid.'] });
      if (shipments.some((s) => !s.awb)) {
        return [400, { message: 'Please assign AWB before generating pickup', status_code: 400 }];
      }
      shipments.forEach((s) => (s.pickupBooked = true));
      return [
        200,
        {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: '2026-11-29 10:00:00',
            pickup_token_number: `Reference No: ${shipments[0]!.shipmentId}`,
            status: 3,
            pickup_generated_date: { date: '2026-11-28 12:00:00.000000', timezone: 'Asia/Kolkata' },
            data: 'Pickup is confirmed',
          },
        },
      ];
    }
    case 'label':
    case 'manifest': {
      const shipments = shipmentsOf(desk, body.shipment_id);
      if (!shipments) return invalid({ shipment_id: ['The selected shipment id is invalid.'] });
      const name = shipments.map((s) => s.shipmentId).join('-');
      if (r.operation === 'manifest') {
        return [200, { status: 1, manifest_url: `${r.baseUrl}/files/manifest-${name}.pdf` }];
      }
      return [
        200,
        {
          label_created: 1,
          label_url: `${r.baseUrl}/files/label-${name}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        },
      ];
    }
    case 'track': {
      const awb = decodeURIComponent(r.path.split('/').pop() ?? '');
      const known = [...desk.orders.values()].find((s) => s.awb === awb);
      const activities = desk.tracking.get(awb);
      if (!known || !activities?.length) {
        return [
          200,
          {
            tracking_data: {
              track_status: 0,
              shipment_status: 0,
              shipment_track: [],
              shipment_track_activities: null,
              error: 'Aahh! There is no activities found in our DB. Please have some patience.',
            },
          },
        ];
      }
      const latest = activities[0]!;
      return [
        200,
        {
          tracking_data: {
            track_status: 1,
            shipment_status: latest.label === 'DELIVERED' ? 7 : 18,
            shipment_track: [
              {
                awb_code: awb,
                current_status: latest.label === 'DELIVERED' ? 'Delivered' : 'In Transit',
                delivered_date: latest.label === 'DELIVERED' ? latest.date : null,
              },
            ],
            shipment_track_activities: activities.map((a) => ({
              date: a.date,
              status: 'X-PPOM',
              activity: a.activity,
              location: a.location,
              'sr-status': a.statusId === undefined ? '' : String(a.statusId),
              'sr-status-label': a.label,
            })),
            track_url: `https://shiprocket.co/tracking/${awb}`,
          },
        },
      ];
    }
    case 'ndr_action': {
      // POST /ndr/{awb}/action { action: 're-attempt' | 'return', comments } → 202.
      const awb = decodeURIComponent(r.path.split('/').at(-2) ?? '');
      if (![...desk.orders.values()].some((s) => s.awb === awb)) {
        return [404, { message: 'No NDR found for this AWB', status_code: 404 }];
      }
      const errors: Record<string, string[]> = {};
      if (body.action !== 're-attempt' && body.action !== 'return') {
        errors.action = ['The selected action is invalid.'];
      }
      if (typeof body.comments !== 'string') errors.comments = ['The comments field is required.'];
      if (Object.keys(errors).length) return invalid(errors);
      desk.ndrActions.push({ awb, action: String(body.action), comments: String(body.comments) });
      return [202, { status: 'Data Updated Sucessfully' }];
    }
    default:
      return [404, { message: 'Not found', status_code: 404 }];
  }
}
