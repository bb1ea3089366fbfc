import { describe, expect, it } from 'vitest';
import {
  financialYear,
  formatCalendarDate,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaNumericDate,
  formatIst,
  indiaYear,
  orderTimestamp,
} from './india-time';

// 31 Mar 2027 18:40 UTC is already 1 Apr 2027, 00:10 in India: every figure must show India's day.
const AT = new Date('2027-03-31T18:40:05Z');

describe('India time', () => {
  it('prints an instant on the India calendar and clock, whatever the machine’s zone', () => {
    expect(formatIndiaDateTime(AT)).toBe('1 Apr 2027, 12:10 am');
    expect(formatIndiaDateTime(AT.toISOString())).toBe('1 Apr 2027, 12:10 am');
    expect(formatIndiaDate(AT)).toBe('1 Apr 2027');
    expect(formatIndiaNumericDate(AT)).toBe('01/04/2027');
    expect(formatIst(AT.toISOString())).toBe('01 Apr 2027, 00:10 IST');
    expect(orderTimestamp(AT)).toBe('01/04/2027, 12:10:05 am');
    expect(indiaYear(new Date('2026-12-31T19:00:00Z'))).toBe('2027');
  });

  it('starts the financial year on 1 April, India time', () => {
    expect(financialYear(AT)).toBe('27-28');
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('26-27');
  });

  it('shows no time for staff when there is none, and a calendar date without shifting it', () => {
    expect(formatIst(null)).toBe('—');
    expect(formatIst('not a time')).toBe('not a time');
    expect(formatCalendarDate('2026-10-14')).toBe('14 October 2026');
    // A Hindi page's dates: Hindi month names, Latin digits (as the shop writes all figures).
    expect(formatCalendarDate('2026-10-14', 'hi-IN')).toBe('14 अक्टूबर 2026');
    expect(formatCalendarDate('2026-11-21', 'hi-IN')).toBe('21 नवंबर 2026');
  });
});
