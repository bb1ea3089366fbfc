import { forgotPasswordSchema } from '@shop/shared/auth/schemas';
import { describe, expect, it } from 'vitest';
import { formValues } from './form-values';
import { checked } from './use-form-submit';

describe('reading and checking a submitted form', () => {
  it('reads the named fields as text, an absent one as empty', () => {
    const data = new FormData();
    data.set('email', ' a@b.in ');
    expect(formValues(data, ['email', 'name'])).toEqual({ email: ' a@b.in ', name: '' });
  });

  it('turns a schema verdict into data to send or the first error of each field', () => {
    expect(checked(forgotPasswordSchema.safeParse({ email: 'asha@example.com' }))).toEqual({
      ok: true,
      data: { email: 'asha@example.com' },
    });
    const refused = checked(forgotPasswordSchema.safeParse({ email: 'not an email' }));
    expect(refused.ok).toBe(false);
    expect(Object.keys(refused.ok ? {} : refused.errors)).toEqual(['email']);
  });
});
