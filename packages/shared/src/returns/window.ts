import { addDays, daysBetween, indiaDate } from '../format/india-time';
import { POLICIES } from '../shop/policies';

/**
 * The return window (spec §9): 30 days from delivery, counted in India calendar days. Delivered on
 * 1 Nov, the last day to ask is 1 Dec (day 30); from 2 Dec (day 31) it is closed.
 */
export function lastReturnDay(deliveredAt: Date): string {
  return addDays(indiaDate(deliveredAt), POLICIES.returnDays);
}

export function withinReturnWindow(deliveredAt: Date, now: Date): boolean {
  return daysBetween(indiaDate(deliveredAt), indiaDate(now)) <= POLICIES.returnDays;
}
