import { describe, expect, it } from 'vitest';
import { gstinStateProblem } from './gstin';
import {
  directoryKey,
  fillFromPin,
  PIN_MESSAGES,
  pincodeStateCheck,
  type PinPlace,
} from './pincodes';

const mumbai: PinPlace = { pincode: '400093', city: 'Mumbai', states: ['Maharashtra'] };
const border: PinPlace = {
  pincode: '396210',
  city: 'Daman',
  states: ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
};

describe('the PIN/state rule (ADR 053)', () => {
  it('accepts a PIN in the chosen state, whatever the spelling of the state', () => {
    expect(pincodeStateCheck(mumbai, 'Maharashtra')).toEqual({ unknown: false });
    expect(pincodeStateCheck(mumbai, ' maharashtra ')).toEqual({ unknown: false });
    expect(pincodeStateCheck(border, 'Gujarat')).toEqual({ unknown: false });
  });

  it('refuses a known PIN in another state, saying where it is', () => {
    expect(pincodeStateCheck(mumbai, 'Gujarat')).toEqual({
      unknown: false,
      error: PIN_MESSAGES.mismatch(mumbai, 'Gujarat'),
    });
    expect(PIN_MESSAGES.mismatch(mumbai, 'Gujarat')).toBe(
      'PIN code 400093 is in Maharashtra, not Gujarat. Check the PIN code or the state.',
    );
  });

  it('flags an unknown PIN without refusing it', () => {
    expect(pincodeStateCheck(undefined, 'Gujarat')).toEqual({ unknown: true });
  });

  it('fills an empty city and state from the PIN, keeping typed values', () => {
    expect(fillFromPin({ city: '', state: undefined }, mumbai)).toEqual({
      city: 'Mumbai',
      state: 'Maharashtra',
    });
    expect(fillFromPin({ city: 'Andheri', state: '' }, mumbai)).toEqual({
      city: 'Andheri',
      state: 'Maharashtra',
    });
    expect(fillFromPin({ city: '', state: '' }, undefined)).toEqual({ city: '', state: '' });
  });

  it('reads a PIN the way the directory is keyed', () => {
    expect(directoryKey('400 093')).toBe('400093');
    expect(directoryKey('012345')).toBeUndefined();
    expect(directoryKey(null)).toBeUndefined();
  });
});

describe('the GSTIN/billing state rule (ADR 054)', () => {
  it('accepts a GSTIN of the billing state and names both states otherwise', () => {
    expect(gstinStateProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeUndefined();
    expect(gstinStateProblem('29AAGCB7383J1Z4', 'Maharashtra')).toBe(
      'This GSTIN is registered in Karnataka, but the billing state is Maharashtra. Use your GSTIN for Maharashtra.',
    );
  });

  it('leaves an unknown billing state to its own field', () => {
    expect(gstinStateProblem('27AAPFU0939F1ZV', 'Gondor')).toBeUndefined();
  });
});
