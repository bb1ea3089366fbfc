import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, stateByGstCode, stateByName } from '../india/states';
import {
  FIELD_ERRORS,
  emailSchema,
  isValidPincode,
  mobileSchema,
  normaliseMobile,
  pincodeSchema,
  stateSchema,
} from './fields';

describe('PIN code', () => {
  it.each(['400093', '110001', ' 560 034 ', '400 093', '999999'])('accepts %j', (pin) => {
    expect(isValidPincode(pin)).toBe(true);
    expect(pincodeSchema.parse(pin)).toMatch(/^[1-9]\d{5}$/);
  });

  it.each(['000000', '012345', '40009', '4000930', '40 00 93', 'abcdef', '', '4000 9a'])(
    'refuses %j',
    (pin) => {
      expect(isValidPincode(pin)).toBe(false);
      const result = pincodeSchema.safeParse(pin);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FIELD_ERRORS.pincode);
    },
  );

  it('keeps the six digits without the space', () => {
    expect(pincodeSchema.parse('400 093')).toBe('400093');
  });
});

describe('mobile number', () => {
  it.each([
    ['9820045678', '9820045678'],
    ['+91 98200 45678', '9820045678'],
    ['+919820045678', '9820045678'],
    ['919820045678', '9820045678'],
    ['09820045678', '9820045678'],
    ['98200-45678', '9820045678'],
    ['6000000000', '6000000000'],
  ])('normalises %j to %s', (input, digits) => {
    expect(normaliseMobile(input)).toBe(digits);
    expect(mobileSchema.parse(input)).toBe(digits);
  });

  it.each(['5820045678', '982004567', '98200456789', '+1 9820045678', '+92 9820045678', 'phone'])(
    'refuses %j',
    (input) => {
      expect(normaliseMobile(input)).toBeUndefined();
      const result = mobileSchema.safeParse(input);
      expect(result.error?.issues[0]?.message).toBe(FIELD_ERRORS.phone);
    },
  );
});

describe('states and union territories', () => {
  it('lists 28 states and 8 union territories with unique two-digit GST codes', () => {
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union-territory')).toHaveLength(8);
    const codes = INDIAN_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{2}$/.test(c))).toBe(true);
  });

  it('finds states by GST code and by name in any case', () => {
    expect(stateByGstCode('27')?.name).toBe('Maharashtra');
    expect(stateByGstCode('37')?.name).toBe('Andhra Pradesh');
    expect(stateByGstCode('07')?.name).toBe('Delhi');
    expect(stateByName('  tamil   NADU ')?.code).toBe('33');
    expect(stateByName('Andaman & Nicobar Islands')?.code).toBe('35');
    expect(stateSchema.parse('karnataka')).toBe('Karnataka');
    expect(stateSchema.safeParse('Atlantis').error?.issues[0]?.message).toBe(FIELD_ERRORS.state);
  });
});

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it.each([
    ['asha', FIELD_ERRORS.email],
    ['asha@', FIELD_ERRORS.email],
    ['@example.com', FIELD_ERRORS.email],
    ['', FIELD_ERRORS.emailRequired],
    [undefined, FIELD_ERRORS.emailRequired],
  ])('refuses %j with %j', (input, message) => {
    expect(emailSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});
