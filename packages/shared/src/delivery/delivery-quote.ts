import { POLICIES } from '../shop/policies';
import { SHOP } from '../shop/identity';
import { addDays } from '../format/india-time';
import { addBusinessDays, businessDayOnOrAfter, indiaClock, isBusinessDay } from './calendar';
import { DELIVERY_MESSAGES, DELIVERY_OPTIONS, type DeliveryOption } from './options';
import { deliveryZone, type DeliveryZone } from './zones';

/*
 * When an order arrives, and which options a PIN code may have (ADR 055). Pure: every function
 * takes `now`, so tests fix the clock and the server and the page agree.
 */

type Days = { min: number; max: number };

/** Business days in transit after dispatch, by zone; null where the option is not offered. */
export const ZONE_TRANSIT: Record<DeliveryZone, { standard: Days; express: Days | null }> = {
  'same-city': { standard: { min: 1, max: 2 }, express: { min: 1, max: 1 } },
  'same-state': { standard: { min: 2, max: 4 }, express: { min: 1, max: 2 } },
  metro: { standard: POLICIES.metroDeliveryDays, express: POLICIES.expressDeliveryDays },
  'rest-of-india': {
    standard: POLICIES.standardDeliveryDays,
    express: POLICIES.expressDeliveryDays,
  },
  'north-east-jk': { standard: { min: 7, max: 10 }, express: null },
};

/** Same-day delivery: only in the shop's own city, for orders placed before this (IST). */
export const SAME_DAY_CUTOFF_MINUTES = 12 * 60;
/** In-stock orders placed before this (IST) on a business day leave the warehouse that day. */
export const DISPATCH_CUTOFF_MINUTES = 14 * 60;

export interface OptionQuote {
  option: DeliveryOption;
  /** The latest India date the parcel arrives, 'YYYY-MM-DD'; null when not available. */
  deliverBy: string | null;
  /** Why it is not available, said to the shopper; null when it is. */
  refusal: string | null;
}

export type DeliveryQuote =
  | { serviceable: false; pincode: string; message: string }
  | { serviceable: true; pincode: string; zone: DeliveryZone; options: OptionQuote[] };

/** The day an order placed at `now` leaves the warehouse (ADR 007: before 2 PM on a business day). */
export function dispatchDate(now: Date): string {
  const { date, minutes } = indiaClock(now);
  if (isBusinessDay(date) && minutes < DISPATCH_CUTOFF_MINUTES) return date;
  return businessDayOnOrAfter(addDays(date, 1));
}

/** Whether same-day delivery can still be promised at `now`: a business day, before 12 PM IST. */
export function beforeSameDayCutoff(now: Date): boolean {
  const { date, minutes } = indiaClock(now);
  return isBusinessDay(date) && minutes < SAME_DAY_CUTOFF_MINUTES;
}

function quoteOption(zone: DeliveryZone, option: DeliveryOption, now: Date): OptionQuote {
  const transit = ZONE_TRANSIT[zone];
  if (option === 'standard') {
    return {
      option,
      deliverBy: addBusinessDays(dispatchDate(now), transit.standard.max),
      refusal: null,
    };
  }
  if (option === 'express') {
    if (!transit.express) {
      return { option, deliverBy: null, refusal: DELIVERY_MESSAGES.expressNotOffered };
    }
    return {
      option,
      deliverBy: addBusinessDays(dispatchDate(now), transit.express.max),
      refusal: null,
    };
  }
  if (zone !== 'same-city') {
    return { option, deliverBy: null, refusal: DELIVERY_MESSAGES.sameDayNotOffered };
  }
  if (!beforeSameDayCutoff(now)) {
    return { option, deliverBy: null, refusal: DELIVERY_MESSAGES.sameDayTooLate };
  }
  return { option, deliverBy: indiaClock(now).date, refusal: null };
}

/**
 * Every delivery option for a 6-digit PIN code at `now`: its promised date, or why it is not
 * offered; or that the PIN code is not serviceable at all.
 */
export function deliveryQuote(
  pincode: string,
  now: Date,
  shopPincode: string = SHOP.address.pincode,
): DeliveryQuote {
  const zone = deliveryZone(pincode, shopPincode);
  if (!zone) {
    return { serviceable: false, pincode, message: DELIVERY_MESSAGES.notServiceable(pincode) };
  }
  const options = DELIVERY_OPTIONS.map((option) => quoteOption(zone, option, now));
  return { serviceable: true, pincode, zone, options };
}

/**
 * The promised date of one option, or the refusal to show: what the server checks when an
 * order is placed (the option the checkout offered may have closed since, e.g. at 12 PM).
 */
export function promisedDelivery(
  pincode: string,
  option: DeliveryOption,
  now: Date,
): { deliverBy: string } | { refusal: string } {
  const quote = deliveryQuote(pincode, now);
  if (!quote.serviceable) return { refusal: quote.message };
  const chosen = quote.options.find((o) => o.option === option)!;
  return chosen.deliverBy ? { deliverBy: chosen.deliverBy } : { refusal: chosen.refusal! };
}
