import { describe, expect, it } from 'vitest';
import { cartTotals, roundOffOf } from '../pricing/cart-totals';
import { codRefusal, COD_MESSAGES } from '../payments/cod';
import { addBusinessDays, formatDeliveryDate, isBusinessDay } from './calendar';
import {
  beforeSameDayCutoff,
  deliveryQuote,
  dispatchDate,
  promisedDelivery,
  type DeliveryQuote,
} from './delivery-quote';
import { DELIVERY_MESSAGES } from './options';
import { deliveryZone } from './zones';

/** An instant given as India wall-clock time. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);
const deliverBy = (quote: DeliveryQuote, option: string) =>
  quote.serviceable ? quote.options.find((o) => o.option === option) : undefined;

describe('delivery zones from the PIN code and the shop’s PIN', () => {
  it.each([
    ['400001', 'same-city'], // Mumbai, Fort
    ['400601', 'same-city'], // Thane
    ['411005', 'same-state'], // Pune: Maharashtra before metro
    ['440001', 'same-state'], // Nagpur
    ['560025', 'metro'], // Bengaluru
    ['110001', 'metro'], // Delhi
    ['122002', 'metro'], // Gurugram
    ['302001', 'rest-of-india'], // Jaipur
    ['682001', 'rest-of-india'], // Kochi
    ['781001', 'north-east-jk'], // Guwahati
    ['190001', 'north-east-jk'], // Srinagar
    ['737101', 'north-east-jk'], // Gangtok
  ])('%s is %s', (pin, zone) => {
    expect(deliveryZone(pin)).toBe(zone);
  });

  it.each(['744101', '682555', '900001', '999999', '550001'])('%s is not serviceable', (pin) => {
    expect(deliveryZone(pin)).toBeNull();
    const quote = deliveryQuote(pin, ist('2026-11-25T10:00:00'));
    expect(quote).toEqual({
      serviceable: false,
      pincode: pin,
      message: DELIVERY_MESSAGES.notServiceable(pin),
    });
  });

  it('follows the shop’s own PIN code', () => {
    expect(deliveryZone('560025', '560001')).toBe('same-city');
    expect(deliveryZone('570001', '560001')).toBe('same-state');
    expect(deliveryZone('400001', '560001')).toBe('metro');
  });
});

describe('business days and holidays', () => {
  it('counts Monday to Saturday, skipping Sundays and holidays', () => {
    expect(isBusinessDay('2026-11-28')).toBe(true); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-25')).toBe(false); // Christmas (a Friday)
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-28');
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-26');
    expect(addBusinessDays('2026-11-29', 0)).toBe('2026-11-30');
  });

  it('dispatches the same business day before 2 PM IST, else the next', () => {
    expect(dispatchDate(ist('2026-11-25T13:59:00'))).toBe('2026-11-25');
    expect(dispatchDate(ist('2026-11-25T14:00:00'))).toBe('2026-11-26');
    expect(dispatchDate(ist('2026-12-24T15:00:00'))).toBe('2026-12-26'); // over Christmas
    expect(dispatchDate(ist('2026-11-29T09:00:00'))).toBe('2026-11-30'); // Sunday
  });

  it('writes the date the Indian way', () => {
    expect(formatDeliveryDate('2026-12-01')).toBe('Tue, 1 Dec');
  });
});

describe('delivery quote', () => {
  const wednesdayMorning = ist('2026-11-25T10:00:00');

  it('promises standard and express dates by zone', () => {
    const metro = deliveryQuote('560025', wednesdayMorning);
    expect(deliverBy(metro, 'standard')?.deliverBy).toBe('2026-12-01'); // 5 business days
    expect(deliverBy(metro, 'express')?.deliverBy).toBe('2026-11-28'); // 3 business days
    const city = deliveryQuote('400001', wednesdayMorning);
    expect(deliverBy(city, 'standard')?.deliverBy).toBe('2026-11-27');
    expect(deliverBy(city, 'express')?.deliverBy).toBe('2026-11-26');
    const far = deliveryQuote('781001', wednesdayMorning);
    expect(deliverBy(far, 'standard')?.deliverBy).toBe('2026-12-07'); // 10 business days
    expect(deliverBy(far, 'express')).toEqual({
      option: 'express',
      deliverBy: null,
      refusal: DELIVERY_MESSAGES.expressNotOffered,
    });
  });

  it('offers same-day only in the shop’s city', () => {
    expect(deliverBy(deliveryQuote('400001', wednesdayMorning), 'same-day')?.deliverBy).toBe(
      '2026-11-25',
    );
    expect(deliverBy(deliveryQuote('411005', wednesdayMorning), 'same-day')?.refusal).toBe(
      DELIVERY_MESSAGES.sameDayNotOffered,
    );
  });

  it('closes same-day at 12 PM IST, whatever the server’s time zone', () => {
    expect(beforeSameDayCutoff(ist('2026-11-25T11:59:59'))).toBe(true);
    expect(beforeSameDayCutoff(ist('2026-11-25T12:00:00'))).toBe(false);
    expect(beforeSameDayCutoff(new Date('2026-11-25T06:29:00Z'))).toBe(true); // 11:59 IST
    expect(beforeSameDayCutoff(new Date('2026-11-25T06:30:00Z'))).toBe(false); // 12:00 IST
    expect(beforeSameDayCutoff(ist('2026-11-29T09:00:00'))).toBe(false); // Sunday
    expect(promisedDelivery('400001', 'same-day', ist('2026-11-25T11:59:00'))).toEqual({
      deliverBy: '2026-11-25',
    });
    expect(promisedDelivery('400001', 'same-day', ist('2026-11-25T12:01:00'))).toEqual({
      refusal: DELIVERY_MESSAGES.sameDayTooLate,
    });
  });
});

describe('charges of the delivery option and Cash on Delivery', () => {
  const lines = [{ price: 6000, quantity: 1 }];

  it('charges express and same-day a flat ₹1,000, even above free shipping', () => {
    expect(cartTotals(lines).shipping).toBe(0);
    expect(cartTotals(lines, { delivery: 'express' }).shipping).toBe(1000);
    expect(cartTotals(lines, { delivery: 'same-day' }).shipping).toBe(1000);
    expect(cartTotals([], { delivery: 'express' }).shipping).toBe(0);
  });

  it('adds the COD fee with its GST to the payable total, outside the round off', () => {
    const t = cartTotals([{ price: 5012, quantity: 1 }], { codFeePaise: 5000 });
    expect(t.codFeePaise).toBe(5000);
    expect(t.codFeeTaxPaise).toBe(900); // 18%, the goods' rate (ADR 096)
    expect(t.grossPaise).toBe(501200 + 90216 + 5000 + 900);
    expect(t.totalPaise).toBe(597300);
    const stored = {
      subtotalPaise: 501200,
      shippingPaise: 0,
      taxPaise: 90216 + 900,
      totalPaise: t.totalPaise,
      codFeePaise: t.codFeePaise,
    };
    expect(roundOffOf(stored)).toBe(t.roundOffPaise);
  });

  it('refuses COD above the cap and in the listed PIN prefixes', () => {
    expect(codRefusal('400001', 30_000_00)).toBeNull();
    expect(codRefusal('400001', 30_000_01)).toBe(COD_MESSAGES.overCap);
    expect(codRefusal('781001', 1000_00)).toBe(COD_MESSAGES.pincode('781001'));
    expect(codRefusal('744101', 1000_00)).toBe(COD_MESSAGES.pincode('744101'));
  });
});
