import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../india/states';
import { ewayBillNeed, type Consignment } from './need';
import { ewayBillLine, ewayRecordSchema } from './record';
import { STATE_EWAY_LIMITS, stateEwayLimit } from './state-limits';

const terminal = (valuePaise: number) => ({ hsn: '84705010', taxRatePercent: 18, valuePaise });
const consignment = (over: Partial<Consignment>): Consignment => ({
  fromStateCode: '27',
  toStateCode: '29',
  invoiceTotalPaise: 5_900_000,
  lines: [terminal(5_900_000)],
  ...over,
});

describe('the state limits table', () => {
  it('has one row for every state and union territory, each with its source and date', () => {
    const codes = STATE_EWAY_LIMITS.map((l) => l.stateCode).sort();
    expect(codes).toEqual(INDIAN_STATES.map((s) => s.code).sort());
    for (const limit of STATE_EWAY_LIMITS) {
      expect(limit.source.length).toBeGreaterThan(10);
      expect(limit.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
  it('knows the limits the shop meets most', () => {
    expect(stateEwayLimit('27').limitRupees).toBe(100_000); // Maharashtra
    expect(stateEwayLimit('29').limitRupees).toBe(50_000); // Karnataka
    expect(stateEwayLimit('07').limitRupees).toBe(100_000); // Delhi
    expect(stateEwayLimit('33').limitRupees).toBe(100_000); // Tamil Nadu
    expect(stateEwayLimit('08')).toMatchObject({
      limitRupees: 100_000,
      withinCityLimitRupees: 200_000,
    });
    expect(stateEwayLimit('99').limitRupees).toBe(50_000);
  });
});

describe('ewayBillNeed', () => {
  it('needs one between states above ₹50,000, GST included', () => {
    const need = ewayBillNeed(consignment({}));
    expect(need).toMatchObject({ needed: true, valuePaise: 5_900_000, movement: 'inter-state' });
    expect(need.reason).toContain('₹59,000.00');
    expect(need.reason).toContain('₹50,000');
  });
  it('needs none at exactly ₹50,000 and one a paisa above', () => {
    const at = consignment({ invoiceTotalPaise: 5_000_000, lines: [terminal(5_000_000)] });
    expect(ewayBillNeed(at).needed).toBe(false);
    const above = consignment({ invoiceTotalPaise: 5_000_001, lines: [terminal(5_000_001)] });
    expect(ewayBillNeed(above).needed).toBe(true);
  });
  it('uses the state’s own limit within a state: Maharashtra ₹1 lakh, Karnataka ₹50,000', () => {
    const mh = consignment({
      toStateCode: '27',
      invoiceTotalPaise: 8_000_000,
      lines: [terminal(8_000_000)],
    });
    expect(ewayBillNeed(mh)).toMatchObject({
      needed: false,
      movement: 'intra-state',
      limitRupees: 100_000,
    });
    expect(ewayBillNeed(mh).reason).toContain('within Maharashtra');
    expect(ewayBillNeed({ ...mh, invoiceTotalPaise: 10_000_000 }).needed).toBe(false);
    expect(ewayBillNeed({ ...mh, invoiceTotalPaise: 10_000_001 }).needed).toBe(true);
    const ka = { ...mh, fromStateCode: '29', toStateCode: '29' };
    expect(ewayBillNeed(ka)).toMatchObject({ needed: true, limitRupees: 50_000 });
  });
  it('takes the city limit where a state set one', () => {
    const rj = consignment({
      fromStateCode: '08',
      toStateCode: '08',
      invoiceTotalPaise: 15_000_000,
    });
    expect(ewayBillNeed(rj).needed).toBe(true);
    expect(ewayBillNeed({ ...rj, withinCity: true })).toMatchObject({
      needed: false,
      limitRupees: 200_000,
    });
  });
  it('leaves exempt goods and services out of the value', () => {
    const mixed = consignment({
      invoiceTotalPaise: 6_500_000,
      lines: [
        terminal(4_720_000),
        { hsn: '4820', taxRatePercent: 0, valuePaise: 1_000_000 },
        { hsn: '997331', taxRatePercent: 18, valuePaise: 780_000 },
      ],
    });
    expect(ewayBillNeed(mixed)).toMatchObject({ needed: false, valuePaise: 4_720_000 });
    const servicesOnly = consignment({
      lines: [{ hsn: '997331', taxRatePercent: 18, valuePaise: 5_900_000 }],
    });
    expect(ewayBillNeed(servicesOnly)).toMatchObject({ needed: false, valuePaise: 0 });
  });
  it('counts a delivery line with the goods, whatever its SAC', () => {
    const delivery = { hsn: '996812', taxRatePercent: 18, valuePaise: 59_000 };
    const withLine = consignment({
      invoiceTotalPaise: 5_000_000,
      lines: [terminal(4_941_000), delivery],
    });
    expect(ewayBillNeed(withLine)).toMatchObject({ needed: false, valuePaise: 5_000_000 });
    expect(ewayBillNeed({ ...withLine, invoiceTotalPaise: 5_000_100 }).needed).toBe(true);
  });
  it('counts charges on the invoice (delivery is part of the value, s.15(2)(c))', () => {
    const withDelivery = consignment({
      invoiceTotalPaise: 5_000_100,
      lines: [terminal(4_999_900)],
    });
    expect(ewayBillNeed(withDelivery)).toMatchObject({ needed: true, valuePaise: 5_000_100 });
  });
});

describe('the e-way bill record', () => {
  it('takes a 12-digit number with its dates, spaces removed', () => {
    const parsed = ewayRecordSchema.safeParse({
      mode: 'number',
      ewayBillNumber: '3310 0299 9920',
      generatedOn: '2026-11-28',
      validUntil: '2026-11-30',
    });
    expect(parsed.success && parsed.data.ewayBillNumber).toBe('331002999920');
  });
  it('names each field at fault', () => {
    const bad = ewayRecordSchema.safeParse({
      mode: 'number',
      ewayBillNumber: '12345',
      generatedOn: '2026-11-30',
      validUntil: '2026-11-28',
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['ewayBillNumber', 'validUntil']);
    const courier = ewayRecordSchema.safeParse({ mode: 'courier', transporterId: 'ABC' });
    expect(courier.error!.issues.map((i) => i.path.join('.'))).toEqual(['transporterId']);
    expect(
      ewayRecordSchema.safeParse({ mode: 'courier', transporterId: '27aakcs1234f1zi' }).success,
    ).toBe(true);
    expect(ewayRecordSchema.safeParse({ mode: 'other' }).success).toBe(false);
  });
  it('reads on documents as one line', () => {
    const base = { generatedOn: null, transporterName: null, recordedAt: '2026-11-28T06:00:00Z' };
    expect(
      ewayBillLine({
        ...base,
        mode: 'number',
        ewayBillNumber: '331002999920',
        validUntil: '2026-11-30',
        transporterId: null,
      }),
    ).toBe('E-way bill 331002999920, valid until 30/11/2026');
    expect(
      ewayBillLine({
        ...base,
        mode: 'courier',
        ewayBillNumber: null,
        validUntil: null,
        transporterId: '27AAKCS1234F1ZI',
      }),
    ).toContain('transporter id 27AAKCS1234F1ZI');
    expect(ewayBillLine(null)).toBeNull();
  });
});
