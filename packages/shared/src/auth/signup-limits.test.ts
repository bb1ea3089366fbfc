import { describe, expect, it } from 'vitest';
import { emailDomain, mailboxOf, signupLimitText } from './signup-limits';

describe('sign-up limit keys', () => {
  it('counts plus-addressing and Gmail dots as one mailbox', () => {
    expect(mailboxOf('Asha.Rao+shop@Gmail.com')).toBe('asharao@gmail.com');
    expect(mailboxOf('asharao@googlemail.com')).toBe('asharao@gmail.com');
    expect(mailboxOf('asha.rao+1@example.in')).toBe('asha.rao@example.in');
    expect(mailboxOf('asha.rao+2@example.in')).toBe('asha.rao@example.in');
    // A leading plus is part of the name, not a tag.
    expect(mailboxOf('+asha@example.in')).toBe('+asha@example.in');
  });

  it('reads the domain after the last @', () => {
    expect(emailDomain('a@b@Mail.Example.IN')).toBe('mail.example.in');
  });

  it('says how long to wait in whole minutes', () => {
    expect(signupLimitText(30)).toContain('try again in 1 minute.');
    expect(signupLimitText(3_000)).toContain('try again in 50 minutes.');
  });
});
