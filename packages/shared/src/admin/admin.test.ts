import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from './errors';
import {
  addDays,
  daysBetween,
  indiaDate,
  indiaDateTime,
  indiaDayStart,
  isCalendarDate,
} from '../format/india-time';
import { messageFormSchema } from './messages';
import { orderExportQuerySchema } from './orders';
import { productInputSchema } from './products';

describe('India days', () => {
  it('puts an instant on its India calendar day and wall-clock time', () => {
    const lateUtc = new Date('2026-11-20T20:00:00Z'); // 01:30 on the 21st in India
    expect(indiaDate(lateUtc)).toBe('2026-11-21');
    expect(indiaDateTime(lateUtc)).toBe('2026-11-21 01:30:00');
    expect(indiaDateTime(new Date('2026-11-21T06:29:59Z'))).toBe('2026-11-21 11:59:59');
  });

  it('starts an India day at 18:30 UTC the day before', () => {
    expect(indiaDayStart('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(indiaDayStart('2028-03-01').toISOString()).toBe('2028-02-29T18:30:00.000Z');
  });

  it('checks, adds and counts calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '21/11/2026', '']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2028-01-01', '2028-12-31')).toBe(365);
  });
});

describe('CSV export range', () => {
  it('allows up to 366 days, both ends included', () => {
    expect(orderExportQuerySchema.parse({ from: '2028-01-01', to: '2028-12-31' })).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
    });
    const long = orderExportQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' });
    expect(long.error?.issues.map((i) => i.message)).toEqual([ADMIN_ERRORS.exportTooLong]);
  });
});

describe('product input', () => {
  const valid = {
    name: ' Thermal   Printer ',
    category: 'thermal-printer',
    brand: 'Shubh',
    price: '2999',
    originalPrice: '',
    badge: '',
    stock: '0',
    warrantyYears: '3',
    returnable: true,
    hsn: '8443 32',
    description: ' Prints receipts. ',
    features: ['Fast', ''],
    specifications: [
      { name: ' Width ', value: '80 mm' },
      { name: '', value: '' },
    ],
    images: ['/uploads/abc-1200.webp'],
  };

  it('turns form text into the stored product', () => {
    expect(productInputSchema.parse(valid)).toEqual({
      name: 'Thermal Printer',
      category: 'thermal-printer',
      brand: 'Shubh',
      price: 2999,
      originalPrice: null,
      badge: null,
      stock: 0,
      // Not in the form's text: a new product's default (ADR 069).
      lowStockThreshold: 5,
      warrantyYears: 3,
      returnable: true,
      hsn: '844332',
      description: 'Prints receipts.',
      features: ['Fast'],
      specifications: [{ name: 'Width', value: '80 mm' }],
      images: ['/uploads/abc-1200.webp'],
      hidden: false,
      // Not in the form's text: not measured yet (ADR 099).
      weightGrams: null,
      lengthCm: null,
      breadthCm: null,
      heightCm: null,
      // Not in the form's text: no code, one price for any quantity (ADR 104).
      sku: null,
      priceBands: [],
      // No Hindi written (ADR 108): the English is shown on Hindi pages.
      nameHi: null,
      descriptionHi: null,
      featuresHi: [],
      specificationNamesHi: {},
    });
  });

  it('takes the packed weight and box as text, blanks as not measured, and the box whole', () => {
    const box = { weightGrams: '2200', lengthCm: '28', breadthCm: ' 22 ', heightCm: '22' };
    expect(productInputSchema.parse({ ...valid, ...box })).toMatchObject({
      weightGrams: 2200,
      lengthCm: 28,
      breadthCm: 22,
      heightCm: 22,
    });
    const blank = { weightGrams: '', lengthCm: '', breadthCm: '', heightCm: '' };
    expect(productInputSchema.parse({ ...valid, ...blank })).toMatchObject({ weightGrams: null });
    for (const bad of [{ weightGrams: '0' }, { weightGrams: '1.5' }, { lengthCm: '301' }]) {
      expect(productInputSchema.safeParse({ ...valid, ...box, ...bad }).success).toBe(false);
    }
    const half = productInputSchema.safeParse({ ...valid, lengthCm: '28', breadthCm: '22' });
    expect(half.success).toBe(false);
    expect(half.error?.issues.map((i) => i.path.join('.'))).toEqual(['heightCm']);
  });

  it.each([
    ['/images/products/p1-1.svg', true],
    ['/uploads/abc-400.webp', true],
    ['/uploads/../../etc/passwd', false],
    ['/uploads//x.webp', false],
    ['//evil.example/x.png', false],
    ['javascript:alert(1)', false],
    ['/static/x.png', false],
  ])('image path %s accepted: %s', (path, ok) => {
    expect(productInputSchema.safeParse({ ...valid, images: [path] }).success).toBe(ok);
  });
});

describe('inbox form', () => {
  it('needs a reply text only to reply, trimmed and at most 5,000 characters', () => {
    expect(messageFormSchema.parse({ id: '4', intent: 'read' })).toEqual({ id: 4, intent: 'read' });
    expect(messageFormSchema.parse({ id: '4', intent: 'reply', body: ' Hello ' })).toEqual({
      id: 4,
      intent: 'reply',
      body: 'Hello',
    });
    for (const body of [undefined, '  ', 'x'.repeat(5001)]) {
      const parsed = messageFormSchema.safeParse({ id: '4', intent: 'reply', body });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['body']);
    }
  });
});
