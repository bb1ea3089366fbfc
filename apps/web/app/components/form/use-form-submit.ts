import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorText, fieldErrorsOf } from './error-text';
import { focusFirstInvalid, issuesByField } from './form-errors';

export type FieldErrors = Record<string, string>;

/** A form's values checked in the browser: ready to send, or the errors to show by field. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** A schema's verdict (from packages/shared, as the server uses it) as a `Checked` value. */
export function checked<T>(result: z.ZodSafeParseResult<T>): Checked<T> {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: issuesByField(result.error) };
}

/** What a successful send asks for: a message to show, or to stay busy while the page leaves. */
export type Sent = { success?: string; keepBusy?: boolean } | void;

/**
 * The submit cycle of the account and Buy Now forms: read the form, check it (field errors shown,
 * the first invalid field focused, nothing sent), then send it while busy. A refusal shows the
 * server's own text in the red box and its field errors under the fields.
 */
export function useFormSubmit<T>({
  check,
  send,
}: {
  check: (data: FormData) => Checked<T>;
  send: (input: T, form: HTMLFormElement) => Promise<Sent>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const result = check(new FormData(form));
    setError(null);
    setSuccess(null);
    if (!result.ok) {
      setFieldErrors(result.errors);
      focusFirstInvalid(form, result.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const sent = await send(result.data, form);
      if (sent?.success) setSuccess(sent.success);
      if (!sent?.keepBusy) setBusy(false);
    } catch (err) {
      setError(errorText(err));
      setFieldErrors(fieldErrorsOf(err));
      setBusy(false);
    }
  }

  /** Editing a field clears its own error; the red box stays until the next attempt. */
  function clearFieldError(name: string) {
    if (!fieldErrors[name]) return;
    setFieldErrors(({ [name]: _, ...rest }) => rest);
  }

  return {
    busy,
    error,
    success,
    fieldErrors,
    clearFieldError,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
