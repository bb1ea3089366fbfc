import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { data, isRouteErrorResponse, useNavigation } from 'react-router';
import { unsentPosts } from './unsent-posts';
import type { $ZodType, output } from 'zod/v4/core';

/**
 * The one way a form is built: a React Router `<Form method="post">` whose action
 * parses it with the schema from packages/shared (`handleForm`), and whose page reads the answer
 * with `useShopForm`. Without JavaScript the browser posts the form and the action's answer is
 * rendered; with it, Conform checks each field as the shopper leaves it, with the same schema,
 * and the post is sent without reloading the page.
 */
export function useShopForm(
  schema: $ZodType,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  const [form] = useForm({
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const values: Record<string, unknown> = form.initialValue ?? {};
  /** What a field component needs: its name, the value to show again, its first error. */
  const field = (name: string) => {
    const value = values[name];
    return {
      name,
      defaultValue: typeof value === 'string' ? value : undefined,
      error: form.allErrors[name]?.[0],
    };
  };
  return {
    /** Props for the `<Form>`: Conform's id and its check before sending. */
    formProps: { id: form.id, onSubmit: form.onSubmit, noValidate: true },
    /** The form's own error (a refusal's text), for the red box. */
    error: form.errors?.[0],
    field,
  };
}

/** What the helpers below need of a parsed form: Conform's `reply`. */
type Parsed = {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
};

/** Fields never sent back into the page, whatever the answer: passwords stay with the shopper. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'confirmPassword'];

/** The answer for a form its schema refused: the errors by field, the typed values but secrets. */
function invalidForm(submission: Parsed) {
  return submission.reply({ hideFields: SECRET_FIELDS });
}

/**
 * An action's whole form cycle: parse with `schema`; refused fields go back to the form; then
 * `run` with the checked value, whose refusal goes back to the form too (`fallback` for anything
 * unexpected, `text` to word a refusal the form's own way). What `run` returns or throws as a
 * Response (a redirect) passes through.
 */
export async function handleForm<Schema extends $ZodType, T>(
  formData: FormData,
  schema: Schema,
  run: (value: output<Schema>) => Promise<T>,
  fallback: string,
  text?: (err: unknown) => string | undefined,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    return await run(submission.value);
  } catch (err) {
    if (err instanceof Response) throw err;
    return refusedForm(submission, err, fallback, text?.(err));
  }
}

/**
 * The answer for a service's refusal: its text in the form's red box (or `text` when the form
 * words it its own way) and its field problems next to the fields. Anything else (a bug, an
 * outage) shows `fallback` (spec §8's texts). A rate limit's refusal is answered 429 with
 * Retry-After, as the API answers it, so a browser or a script without JavaScript can tell.
 */
function refusedForm(submission: Parsed, err: unknown, fallback: string, text?: string) {
  const refusal = asRefusal(err);
  const fieldErrors = Object.fromEntries(
    Object.entries(refusal?.fields ?? {}).map(([name, message]) => [name, [message]]),
  );
  const reply = submission.reply({
    formErrors: [text ?? refusal?.message ?? fallback],
    fieldErrors,
    hideFields: SECRET_FIELDS,
  });
  if (refusal?.kind !== 'rate_limited' || refusal.retryAfterSeconds === undefined) return reply;
  return data(reply, {
    status: 429,
    headers: { 'retry-after': String(refusal.retryAfterSeconds) },
  });
}

/**
 * Whether a form is on its way (for the button's "Saving…"): one posted to `action` when given,
 * and carrying `intent` when given (a page with several forms).
 */
export function useSubmitting(match: { action?: string; intent?: string } = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state !== 'submitting') return false;
  if (match.action !== undefined && navigation.formAction?.split('?')[0] !== match.action) {
    return false;
  }
  return match.intent === undefined || navigation.formData?.get('intent') === match.intent;
}

/**
 * A page's `clientAction` with JavaScript: the server's action as usual, but a post that never
 * reaches the server or gets no answer it can read (network down, a proxy's error page) shows
 * `unsentText` (by default spec §8's 'An error occurred. Please try again.') in the form instead
 * of the error page. Redirects and the action's own error answers pass through.
 */
export async function sendToServer<T>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  unsentText: string = AUTH_ERRORS.unexpected,
): Promise<T | SubmissionResult<string[]>> {
  const sending = request.clone();
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof Response || isRouteErrorResponse(err)) throw err;
    // What was typed stays in the form (but secrets), so the shopper can simply try again.
    const typed = Object.fromEntries(
      [...(await sending.formData())].filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !SECRET_FIELDS.includes(entry[0]),
      ),
    );
    const unsent: SubmissionResult<string[]> = {
      status: 'error',
      initialValue: typed,
      error: { '': [unsentText] },
    };
    unsentPosts.add(unsent);
    return unsent;
  }
}

export { skipAfterUnsent } from './unsent-posts';
