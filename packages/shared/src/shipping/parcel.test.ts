import { describe, expect, it } from 'vitest';
import { kilograms, parcelFor, volumetricGrams, type ParcelLine } from './parcel';

const line = (over: Partial<ParcelLine>): ParcelLine => ({
  productId: 1,
  quantity: 1,
  weightGrams: 500,
  lengthCm: 20,
  breadthCm: 15,
  heightCm: 10,
  ...over,
});

describe('parcel weight (L × B × H / 5000, the greater one billed)', () => {
  it('bills a light, bulky box by its volumetric weight', () => {
    // A POS terminal box: 45 × 35 × 30 cm = 47,250 cm³ → 9.45 kg, though it weighs 6 kg.
    const p = parcelFor([line({ weightGrams: 6000, lengthCm: 45, breadthCm: 35, heightCm: 30 })]);
    expect(p.volumetricGrams).toBe(9450);
    expect(p.actualGrams).toBe(6000);
    expect(p.chargeableGrams).toBe(9450);
  });

  it('bills a dense box by its actual weight', () => {
    const p = parcelFor([line({ weightGrams: 2000, lengthCm: 20, breadthCm: 15, heightCm: 10 })]);
    expect(p.volumetricGrams).toBe(600);
    expect(p.chargeableGrams).toBe(2000);
  });

  it('stacks every unit on the largest footprint, turning boxes to lie the same way', () => {
    const p = parcelFor([
      line({
        productId: 1,
        quantity: 2,
        weightGrams: 300,
        lengthCm: 10,
        breadthCm: 25,
        heightCm: 5,
      }),
      line({
        productId: 2,
        quantity: 1,
        weightGrams: 900,
        lengthCm: 30,
        breadthCm: 20,
        heightCm: 8,
      }),
    ]);
    expect([p.lengthCm, p.breadthCm, p.heightCm]).toEqual([30, 20, 18]);
    expect(p.actualGrams).toBe(1500);
    expect(p.volumetricGrams).toBe(volumetricGrams(30, 20, 18)); // 2,160 g
    expect(p.chargeableGrams).toBe(2160);
  });

  it('rounds volumetric weight up to the gram', () => {
    expect(volumetricGrams(7, 7, 7)).toBe(69); // 343 cm³ → 68.6 g
  });

  it('names the products without measurements and leaves them out', () => {
    const p = parcelFor([line({ productId: 7, weightGrams: null }), line({ productId: 8 })]);
    expect(p.unmeasured).toEqual([7]);
    expect(p.actualGrams).toBe(500);
  });

  it('is empty for no lines', () => {
    expect(parcelFor([]).chargeableGrams).toBe(0);
  });

  it('gives kilograms as courier APIs take them', () => {
    expect(kilograms(9450)).toBe(9.45);
    expect(kilograms(500)).toBe(0.5);
  });
});
