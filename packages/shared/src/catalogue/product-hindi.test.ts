import { describe, expect, it } from 'vitest';
import type { Product } from './product';
import {
  NO_HINDI,
  productIn,
  readFeaturesCell,
  readSpecificationNamesCell,
  specificationNamesCell,
  textLang,
} from './product-hindi';

const product = {
  id: 2,
  name: '3 Inch Thermal Receipt Printer TP-80',
  description: 'An 80 mm thermal receipt printer.',
  features: ['Auto cutter', 'USB and LAN'],
  specifications: [
    { name: 'Print Speed', value: '250 mm/s' },
    { name: 'Interface', value: 'USB, LAN' },
  ],
} as Product;

describe('a product in the page’s language (ADR 108)', () => {
  it('leaves an English page’s product as it is', () => {
    expect(productIn(product, { ...NO_HINDI, name: 'थर्मल प्रिंटर' }, 'en')).toBe(product);
  });

  it('gives Hindi where written and marks each English fallback', () => {
    const hindi = productIn(
      product,
      {
        name: '3 इंच थर्मल रसीद प्रिंटर TP-80',
        description: '  ',
        features: ['ऑटो कटर'],
        specificationNames: { 'Print Speed': 'प्रिंट स्पीड', Display: 'डिस्प्ले' },
      },
      'hi',
    );
    expect(hindi).toMatchObject({
      name: '3 इंच थर्मल रसीद प्रिंटर TP-80',
      description: 'An 80 mm thermal receipt printer.',
      features: ['ऑटो कटर', 'USB and LAN'],
      specifications: [
        { name: 'प्रिंट स्पीड', value: '250 mm/s' },
        { name: 'Interface', value: 'USB, LAN' },
      ],
      lang: { description: 'en', features: [null, 'en'], specifications: [null, 'en'] },
    });
    expect(textLang(hindi.lang?.name)).toBeUndefined();
    expect(textLang(hindi.lang?.description)).toBe('en');
  });

  it('reads the CSV cells back as written', () => {
    expect(readFeaturesCell(' ऑटो कटर || USB और LAN | ')).toEqual(['ऑटो कटर', '', 'USB और LAN']);
    const names = readSpecificationNamesCell('Print Speed = प्रिंट स्पीड|Interface=इंटरफ़ेस|');
    expect(names).toEqual({ 'Print Speed': 'प्रिंट स्पीड', Interface: 'इंटरफ़ेस' });
    expect(specificationNamesCell(names!)).toBe('Print Speed=प्रिंट स्पीड|Interface=इंटरफ़ेस');
    expect(readSpecificationNamesCell('Print Speed प्रिंट स्पीड')).toBeUndefined();
    expect(readSpecificationNamesCell('=प्रिंट स्पीड')).toBeUndefined();
  });
});
