import { AWB_PATTERN } from '../admin/dispatch';
import { describes } from '../validation/describes';
import { z } from '../validation/z';
import type { Parcel } from './parcel';

/*
 * Booking an order with the courier provider (ADR 099): the request and what the API answers.
 */

export const BOOKING_ERRORS = {
  courierId: 'Choose a courier from the rates',
  courierName: 'Enter the courier’s name (up to 60 characters)',
  awb: 'An AWB number is 6 to 30 letters, digits or hyphens',
  typedTogether: 'Enter both the courier’s name and the AWB number, or neither',
} as const;

/**
 * POST /api/admin/orders/:orderId/shipment: the courier chosen from the rates (or the
 * provider's choice when left out); with the manual provider, the courier and AWB typed.
 */
export const bookShipmentSchema = z
  .object({
    courierId: z
      .string({ error: BOOKING_ERRORS.courierId })
      .trim()
      .regex(/^[A-Za-z0-9-]{1,40}$/, BOOKING_ERRORS.courierId)
      .optional(),
    courierName: z
      .string({ error: BOOKING_ERRORS.courierName })
      .transform((s) => s.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(1, BOOKING_ERRORS.courierName).max(60, BOOKING_ERRORS.courierName))
      .optional(),
    awb: z
      .string({ error: BOOKING_ERRORS.awb })
      .transform((s) => s.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(AWB_PATTERN, BOOKING_ERRORS.awb))
      .optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.courierName === undefined) !== (b.awb === undefined)) {
      const path = b.awb === undefined ? 'awb' : 'courierName';
      ctx.addIssue({ code: 'custom', message: BOOKING_ERRORS.typedTogether, path: [path] });
    }
  });
export type BookShipment = z.infer<typeof bookShipmentSchema>;

/** A booked shipment as staff see it. */
export interface BookedShipment {
  orderId: string;
  provider: string;
  courierName: string | null;
  awb: string | null;
  /** India date the courier said it will collect, when it said. */
  pickupDate: string | null;
  /** The chargeable weight booked. */
  weightGrams: number | null;
}

export const bookedShipmentSchema = describes<BookedShipment>()(
  z
    .object({
      orderId: z.string(),
      provider: z.string(),
      courierName: z.string().nullable(),
      awb: z.string().nullable(),
      pickupDate: z.string().nullable(),
      weightGrams: z.number().int().nullable(),
    })
    .meta({ id: 'BookedShipment' }),
);

export const parcelSchema = describes<Parcel>()(
  z.object({
    actualGrams: z.number().int(),
    volumetricGrams: z.number().int(),
    chargeableGrams: z
      .number()
      .int()
      .meta({ description: 'The greater of actual and volumetric (L×B×H/5000 kg)' }),
    lengthCm: z.number().int(),
    breadthCm: z.number().int(),
    heightCm: z.number().int(),
    unmeasured: z.array(z.number().int()).meta({ description: 'Products without weight or box' }),
  }),
);

export const shippingRatesSchema = z.object({
  parcel: parcelSchema,
  serviceability: z.discriminatedUnion('serviceable', [
    z.object({
      serviceable: z.literal(true),
      rates: z.array(
        z.object({
          courierId: z.string(),
          courierName: z.string(),
          ratePaise: z.number().int(),
          estimatedDays: z.number().int().nullable(),
          estimatedDate: z.string().nullable(),
        }),
      ),
      recommendedCourierId: z.string().nullable(),
    }),
    z.object({ serviceable: z.literal(false), reason: z.string() }),
  ]),
});
