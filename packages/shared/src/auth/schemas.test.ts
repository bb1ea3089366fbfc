import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS } from '../checkout/fields';
import { AUTH_ERRORS } from './errors';
import { loginSchema, profileSchema, signupSchema } from './schemas';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('sign-up and login input', () => {
  it('uses the spec texts', () => {
    expect(AUTH_ERRORS.weakPassword).toBe('Password should be at least 6 characters');
    expect(AUTH_ERRORS.invalidEmail).toBe('Invalid email address');
    const short = signupSchema.safeParse({ name: 'A', email: 'a@example.com', password: '12345' });
    expect(firstMessage(short)).toBe(AUTH_ERRORS.weakPassword);
    const bad = loginSchema.safeParse({ email: 'nope', password: 'x' });
    expect(firstMessage(bad)).toBe(AUTH_ERRORS.invalidEmail);
  });

  it('requires a name to sign up and a password to log in', () => {
    const noName = signupSchema.safeParse({
      name: '  ',
      email: 'a@example.com',
      password: '123456',
    });
    expect(firstMessage(noName)).toBe(FIELD_ERRORS.name);
    const noPassword = loginSchema.safeParse({ email: 'a@example.com', password: '' });
    expect(firstMessage(noPassword)).toBe(AUTH_ERRORS.passwordRequired);
  });

  it('defaults remember to false', () => {
    expect(loginSchema.parse({ email: 'A@Example.com', password: 'x' })).toEqual({
      email: 'a@example.com',
      password: 'x',
      remember: false,
    });
  });
});

describe('profile', () => {
  it('normalises every field as at checkout', () => {
    expect(
      profileSchema.parse({
        name: ' Asha  Rao ',
        phone: '+91 98200 45678',
        address: ' 12 MG Road ',
        city: 'Pune',
        state: 'maharashtra',
        pincode: '411 001',
      }),
    ).toEqual({
      name: 'Asha Rao',
      phone: '9820045678',
      address: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      businessName: '',
      gstin: '',
      billingAddress: '',
      billingCity: '',
      billingState: '',
      billingPincode: '',
    });
  });

  it('lets delivery fields stay empty', () => {
    expect(profileSchema.parse({ name: 'Asha', phone: '', pincode: '  ' })).toEqual({
      name: 'Asha',
      phone: '',
      address: '',
      city: '',
      state: '',
      pincode: '',
      businessName: '',
      gstin: '',
      billingAddress: '',
      billingCity: '',
      billingState: '',
      billingPincode: '',
    });
  });

  it('names each bad field', () => {
    const r = profileSchema.safeParse({
      name: 'Asha',
      phone: '12345',
      pincode: '012345',
      state: 'X',
    });
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      phone: FIELD_ERRORS.phone,
      pincode: FIELD_ERRORS.pincode,
      state: FIELD_ERRORS.state,
    });
  });
});
