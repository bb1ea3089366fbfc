/*
 * A product packed for dispatch, and the parcel an order makes (ADR 099).
 *
 * Couriers bill the greater of the parcel's actual weight and its volumetric weight, which is
 * length × breadth × height in centimetres divided by 5,000, in kilograms (the divisor Indian
 * couriers and aggregators use for surface and air parcels: Shiprocket's "applicable weight",
 * FedEx India's DIM weight factor, https://www.fedex.com/in/customized-services/dimweight/).
 */

/** Grams: a 100 kg parcel is beyond what the shop sends by courier. */
export const MAX_WEIGHT_GRAMS = 100_000;
/** Centimetres on any side. */
export const MAX_SIDE_CM = 300;
/** cm³ per kg of volumetric weight. */
export const VOLUMETRIC_DIVISOR = 5_000;

/** A product's packed weight and box; null where staff have not measured it yet. */
export interface PackageMeasurements {
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
}

/** A cart or order line as the parcel needs it. */
export interface ParcelLine extends PackageMeasurements {
  productId: number;
  quantity: number;
}

/** One parcel holding every line, with the weights a courier bills by. */
export interface Parcel {
  /** Sum of the lines' packed weights. */
  actualGrams: number;
  /** Of the box below (whole grams, rounded up). */
  volumetricGrams: number;
  /** The greater of the two: what the courier charges for. */
  chargeableGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  /** Products without a weight or a box: the parcel leaves them out, so it is too light. */
  unmeasured: number[];
}

/** The volumetric weight of a box in grams, rounded up to the gram. */
export function volumetricGrams(lengthCm: number, breadthCm: number, heightCm: number): number {
  return Math.ceil((lengthCm * breadthCm * heightCm * 1000) / VOLUMETRIC_DIVISOR);
}

const measured = (l: PackageMeasurements) =>
  l.weightGrams !== null && l.lengthCm !== null && l.breadthCm !== null && l.heightCm !== null;

/**
 * The parcel for some lines: every unit's box stacked on the largest footprint (length and
 * breadth the largest of any box, height the sum), which is the box a packer can always fit
 * them in and the one the courier is told about.
 */
export function parcelFor(lines: readonly ParcelLine[]): Parcel {
  let actualGrams = 0;
  let lengthCm = 0;
  let breadthCm = 0;
  let heightCm = 0;
  const unmeasured: number[] = [];
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    if (!measured(line)) {
      unmeasured.push(line.productId);
      continue;
    }
    // Lay each box with its longer side as length, so two boxes turned differently stack.
    const [long, short] =
      line.lengthCm! >= line.breadthCm!
        ? [line.lengthCm!, line.breadthCm!]
        : [line.breadthCm!, line.lengthCm!];
    actualGrams += line.weightGrams! * line.quantity;
    lengthCm = Math.max(lengthCm, long);
    breadthCm = Math.max(breadthCm, short);
    heightCm += line.heightCm! * line.quantity;
  }
  const volumetric = heightCm === 0 ? 0 : volumetricGrams(lengthCm, breadthCm, heightCm);
  return {
    actualGrams,
    volumetricGrams: volumetric,
    chargeableGrams: Math.max(actualGrams, volumetric),
    lengthCm,
    breadthCm,
    heightCm,
    unmeasured,
  };
}

/** Grams as kilograms with three decimals, as courier APIs take weight ("0.5" for 500 g). */
export function kilograms(grams: number): number {
  return Math.round(grams) / 1000;
}
