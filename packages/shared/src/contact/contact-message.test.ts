import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS } from '../checkout/fields';
import {
  CONTACT_ERRORS,
  CONTACT_SUBJECTS,
  CONTACT_TEXTS,
  contactMessageSchema,
  isBotSubmission,
} from './contact-message';

const valid = {
  name: '  Asha   Rao ',
  email: ' Asha@Example.com ',
  phone: '+91 98765 43210',
  subject: 'Request a quote',
  message: '  Please quote for 3 thermal printers.\r\nThanks  ',
};

const problems = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  // The first problem of each field, as the form and the API show it.
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
};

describe('contact message', () => {
  it('accepts the five fields and normalises them', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      subject: 'Request a quote',
      message: 'Please quote for 3 thermal printers.\nThanks',
    });
  });

  it('requires every field, naming each one', () => {
    expect(problems({})).toEqual({
      name: FIELD_ERRORS.name,
      email: FIELD_ERRORS.emailRequired,
      phone: FIELD_ERRORS.phone,
      subject: CONTACT_ERRORS.subject,
      message: CONTACT_ERRORS.messageRequired,
    });
    expect(problems({ name: ' ', email: '', phone: '', subject: '', message: '   ' })).toEqual({
      name: FIELD_ERRORS.name,
      email: FIELD_ERRORS.emailRequired,
      phone: FIELD_ERRORS.phone,
      subject: CONTACT_ERRORS.subject,
      message: CONTACT_ERRORS.messageRequired,
    });
  });

  it('takes the subject only from the list and the message at 10 to 2,000 characters', () => {
    expect(CONTACT_SUBJECTS).toContain('Technical support');
    expect(problems({ ...valid, subject: 'Free money' })).toEqual({
      subject: CONTACT_ERRORS.subject,
    });
    expect(problems({ ...valid, message: 'Too short' })).toEqual({
      message: CONTACT_ERRORS.messageShort,
    });
    expect(problems({ ...valid, message: 'x'.repeat(10) })).toEqual({});
    expect(problems({ ...valid, message: 'x'.repeat(2000) })).toEqual({});
    expect(problems({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      message: CONTACT_ERRORS.messageLong,
    });
    expect(problems({ ...valid, phone: '12345' })).toEqual({ phone: FIELD_ERRORS.phone });
    expect(problems({ ...valid, email: 'asha@' })).toEqual({ email: FIELD_ERRORS.email });
  });

  it('treats a filled honeypot as a bot', () => {
    expect(isBotSubmission(contactMessageSchema.parse(valid))).toBe(false);
    expect(isBotSubmission(contactMessageSchema.parse({ ...valid, website: ' ' }))).toBe(false);
    expect(isBotSubmission(contactMessageSchema.parse({ ...valid, website: 'http://x.io' }))).toBe(
      true,
    );
  });

  it('has the spec texts', () => {
    expect(CONTACT_TEXTS.allRequired).toBe('* All fields are required');
    expect(CONTACT_TEXTS.success('a@b.in')).toBe(
      "Message sent successfully! We'll get back to you at a@b.in soon.",
    );
    expect(CONTACT_TEXTS.failure).toBe(
      'Something went wrong. Please try again or contact us directly at support@shubhbilling.in',
    );
  });
});
