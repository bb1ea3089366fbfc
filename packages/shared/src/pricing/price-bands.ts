import { formatRupees } from '../format/money';

/**
 * A quantity price (ADR 104): from `minQuantity` units of one product in one order line, every
 * unit costs `price` whole rupees (GST excluded, like every catalogue price). Below the first
 * band the product's own price applies, so a product with bands at 10 and 50 sells at three
 * prices: 1–9, 10–49 and 50 or more.
 */
export interface PriceBand {
  minQuantity: number;
  price: number;
}

/** A product may carry this many bands beside its own price. */
export const MAX_PRICE_BANDS = 5;

/** One row of the price table a shopper sees: `to` is null on the last, open-ended row. */
export interface PriceRange {
  from: number;
  to: number | null;
  price: number;
}

/**
 * The unit price of `quantity` units: the lowest band reached, else the product's own price.
 * Bands are stored in ascending order (the schema makes sure), so the last one reached wins.
 */
export function unitPriceAt(
  price: number,
  bands: readonly PriceBand[] | undefined,
  quantity: number,
): number {
  let unit = price;
  for (const band of bands ?? []) if (quantity >= band.minQuantity) unit = band.price;
  return unit;
}

/** The product's price table: its own price from 1 unit, then each band to the next one. */
export function priceRanges(price: number, bands: readonly PriceBand[]): PriceRange[] {
  const starts = [{ minQuantity: 1, price }, ...bands];
  return starts.map((b, i) => ({
    from: b.minQuantity,
    to: i + 1 < starts.length ? starts[i + 1]!.minQuantity - 1 : null,
    price: b.price,
  }));
}

/** "₹1,100 each for 10 or more": how the product page and the cart word a band. */
export function bandText(band: PriceBand): string {
  return `${formatRupees(band.price)} each for ${band.minQuantity} or more`;
}

/** "1–9", "10–49", "50+" */
export function rangeText(range: PriceRange): string {
  if (range.to === null) return `${range.from}+`;
  return range.from === range.to ? `${range.from}` : `${range.from}–${range.to}`;
}

/** The band a line of `quantity` units is priced at, if any. */
export function bandAt(
  bands: readonly PriceBand[] | undefined,
  quantity: number,
): PriceBand | undefined {
  return (bands ?? []).filter((b) => quantity >= b.minQuantity).at(-1);
}

/** The next band a line would reach by buying more, if any (the cart's nudge). */
export function nextBand(
  bands: readonly PriceBand[] | undefined,
  quantity: number,
): PriceBand | undefined {
  return (bands ?? []).find((b) => b.minQuantity > quantity);
}

export const PRICE_BAND_ERRORS = {
  minQuantity: 'Start each band at a whole number of units from 2 to 99',
  price: 'Enter the band’s price each as a whole number of rupees, ₹1 or more',
  ascending: 'Each band must start at more units than the band above it',
  notHigher: 'A band’s price must not be higher than the price for fewer units',
  tooMany: `At most ${MAX_PRICE_BANDS} quantity prices per product`,
} as const;

/**
 * The problems of a product's bands, each with the row and field it belongs to (empty when they
 * hold): bands ascend by quantity without overlapping (each starts above the one before, so
 * ranges meet without a gap or an overlap), and each price is positive and no higher than the
 * price for fewer units (the product's own price, then the band before).
 */
export function priceBandProblems(
  price: number,
  bands: readonly PriceBand[],
): { index: number; field: keyof PriceBand | null; message: string }[] {
  const problems: { index: number; field: keyof PriceBand | null; message: string }[] = [];
  if (bands.length > MAX_PRICE_BANDS) {
    problems.push({ index: MAX_PRICE_BANDS, field: null, message: PRICE_BAND_ERRORS.tooMany });
  }
  let before = { minQuantity: 1, price };
  bands.forEach((band, index) => {
    if (band.minQuantity <= before.minQuantity) {
      problems.push({ index, field: 'minQuantity', message: PRICE_BAND_ERRORS.ascending });
    }
    if (band.price > before.price) {
      problems.push({ index, field: 'price', message: PRICE_BAND_ERRORS.notHigher });
    }
    before = band;
  });
  return problems;
}

/** A CSV cell with no quantity prices: writing it clears a product's bands. */
export const NO_BANDS_CELL = 'none';

/** Bands as one CSV cell: "10:36; 50:32" (from units : price each), or "none". */
export function bandsCell(bands: readonly PriceBand[]): string {
  return bands.length === 0
    ? NO_BANDS_CELL
    : bands.map((b) => `${b.minQuantity}:${b.price}`).join('; ');
}

export const BANDS_CELL_ERROR =
  'Quantity prices must read like "10:36; 50:32" (from units : price each in rupees), or "none"';

/** Reads a bands cell back (order and prices are checked with the product's price), or undefined. */
export function readBandsCell(cell: string): PriceBand[] | undefined {
  const text = cell.trim();
  if (text.toLowerCase() === NO_BANDS_CELL) return [];
  const bands: PriceBand[] = [];
  for (const part of text.split(';')) {
    const match = /^\s*(\d{1,2})\s*:\s*(\d{1,7})\s*$/.exec(part);
    if (!match) return undefined;
    const band = { minQuantity: Number(match[1]), price: Number(match[2]) };
    if (band.minQuantity < 2 || band.price < 1) return undefined;
    bands.push(band);
  }
  return bands;
}
