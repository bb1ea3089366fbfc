import { SHOP } from '../shop/identity';

/*
 * Delivery zones from a PIN code's first digits and the shop's own PIN (ADR 055). India Post
 * numbers PIN codes by postal circle (first two digits) and sorting district (first three), which
 * is how couriers price and time their lanes.
 */

export const DELIVERY_ZONES = [
  'same-city',
  'same-state',
  'metro',
  'rest-of-india',
  'north-east-jk',
] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const ZONE_LABELS: Record<DeliveryZone, string> = {
  'same-city': 'Same city',
  'same-state': 'Same state',
  metro: 'Metro city',
  'rest-of-india': 'Rest of India',
  'north-east-jk': 'North-East, Jammu & Kashmir and Ladakh',
};

/**
 * PIN prefixes no courier of ours reaches: Army Postal Service (9…), Andaman & Nicobar Islands
 * (744…) and Lakshadweep (68255…).
 */
export const NOT_SERVICEABLE_PREFIXES = ['9', '744', '68255'] as const;

/** The North-East states, Sikkim, Jammu & Kashmir and Ladakh: the longest, dearest lanes. */
export const NORTH_EAST_JK_PREFIXES = ['18', '19', '78', '79', '737'] as const;

/** Sorting districts of the metro cities of ADR 007 (with Delhi NCR's neighbours). */
export const METRO_PREFIXES = [
  '110', // Delhi
  '121', // Faridabad
  '122', // Gurugram
  '201', // Noida, Ghaziabad
  '400', // Mumbai
  '560', // Bengaluru
  '600', // Chennai
  '700', // Kolkata
  '500', // Hyderabad
  '411', // Pune
  '380', // Ahmedabad
] as const;

/** Postal circles by a PIN's first two digits: PINs of one circle are one state (or a few). */
const CIRCLES: [from: number, to: number, circle: string][] = [
  [11, 11, 'Delhi'],
  [12, 13, 'Haryana'],
  [14, 16, 'Punjab'],
  [17, 17, 'Himachal Pradesh'],
  [18, 19, 'Jammu & Kashmir'],
  [20, 28, 'Uttar Pradesh'],
  [30, 34, 'Rajasthan'],
  [36, 39, 'Gujarat'],
  [40, 44, 'Maharashtra'],
  [45, 48, 'Madhya Pradesh'],
  [49, 49, 'Chhattisgarh'],
  [50, 50, 'Telangana'],
  [51, 53, 'Andhra Pradesh'],
  [56, 59, 'Karnataka'],
  [60, 66, 'Tamil Nadu'],
  [67, 69, 'Kerala'],
  [70, 74, 'West Bengal'],
  [75, 77, 'Odisha'],
  [78, 78, 'Assam'],
  [79, 79, 'North East'],
  [80, 85, 'Bihar'],
];

/** The postal circle of a PIN code, or undefined for a prefix no circle uses. */
export function postalCircle(pincode: string): string | undefined {
  const two = Number(pincode.slice(0, 2));
  return CIRCLES.find(([from, to]) => two >= from && two <= to)?.[2];
}

const startsWithAny = (pincode: string, prefixes: readonly string[]) =>
  prefixes.some((p) => pincode.startsWith(p));

/**
 * The zone a 6-digit PIN code is delivered in from the shop's PIN, or null when it is not
 * serviceable. Checked in order: same sorting district as the shop, the remote North-East and
 * J&K lanes, the shop's postal circle (state), a metro, and otherwise the rest of India.
 */
export function deliveryZone(
  pincode: string,
  shopPincode: string = SHOP.address.pincode,
): DeliveryZone | null {
  if (startsWithAny(pincode, NOT_SERVICEABLE_PREFIXES) || !postalCircle(pincode)) return null;
  if (pincode.slice(0, 3) === shopPincode.slice(0, 3)) return 'same-city';
  if (startsWithAny(pincode, NORTH_EAST_JK_PREFIXES)) return 'north-east-jk';
  if (postalCircle(pincode) === postalCircle(shopPincode)) return 'same-state';
  if (startsWithAny(pincode, METRO_PREFIXES)) return 'metro';
  return 'rest-of-india';
}
