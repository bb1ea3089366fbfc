import { useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { data, useNavigation } from 'react-router';
import { useErrorText } from '~/lib/i18n/error-text';
import { SECRET_FIELDS } from './unsent-posts';
import type { $ZodType, output } from 'zod/v4/core';

/**
 * The one way a form is built: a React Router `<Form method="post">` whose action
 * parses it with the schema from packages/shared (`handleForm`), and whose page reads the response
 * with `useShopForm`. Without JavaScript the browser posts the form and the action's response is
 * rendered; with it, Conform checks each field as the shopper leaves it, with the same schema,
 * and the post is sent without reloading the page.
 */
export function useShopForm(
  schema: $ZodType,
  lastResult: SubmissionResult<string[]> | null | undefined,
  /** The values a form starts with (an edit form's record as saved), as its fields name them. */
  defaultValue?: Record<string, unknown>,
) {
  const [form] = useForm({
    lastResult,
    // Conform types a default by the schema's output, which this kit leaves open: the values are
    // the fields' own (text, lists of text, 'on'), as a response's are.
    defaultValue: defaultValue as Record<string, string | null | undefined> | undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // Errors arrive as the schemas and services word them (English); shown in the page's language.
  const errorText = useErrorText();
  const values: Record<string, unknown> = form.initialValue ?? {};
  /**
   * What a field component needs: its name, the value to show again, its first error. A nested
   * name (`rows.ORD1.carrier`, `specifications[2].name`) is read from Conform's nested values.
   */
  const field = (name: string) => {
    const value = valueAt(values, name);
    return {
      name,
      defaultValue: typeof value === 'string' ? value : undefined,
      error: errorText(form.allErrors[name]?.[0]),
    };
  };
  /** A checkbox's props: ticked when its value came back ('on') or started true. */
  const checkbox = (name: string) => {
    const value = valueAt(values, name);
    return { name, defaultChecked: value === 'on' || value === true, error: field(name).error };
  };
  /**
   * A list of rows (`specifications`): each row's Conform key, which keeps a row's fields in
   * place when another row is added or removed, and its index for the rows' field names.
   */
  const rows = (name: string) => {
    const list = valueAt(values, name);
    // A list's metadata: the kit's schemas are untyped here, and `name` is a list by the caller.
    const meta = form.getFieldset()[name] as FieldMetadata<string[]> | undefined;
    const keys = meta?.getFieldList().map((row) => row.key) ?? [];
    return (Array.isArray(list) ? list : []).map((_, index) => ({
      key: keys[index] ?? String(index),
      index,
    }));
  };
  /**
   * Buttons that add or remove a row (Conform's intents): with JavaScript Conform changes the
   * list in place; without it they post the form and the action responds with the list changed.
   */
  const rowButtons = {
    insert: (name: string) => form.insert.getButtonProps({ name }),
    remove: (name: string, index: number) => form.remove.getButtonProps({ name, index }),
  };
  return {
    /** Props for the `<Form>`: Conform's id and its check before sending. */
    formProps: { id: form.id, onSubmit: form.onSubmit, noValidate: true },
    /** The form's own error (a service's error text), for the red box. */
    error: errorText(form.errors?.[0]),
    /** Every field's first error by its name, for a summary of fields not on the page. */
    fieldErrors: Object.fromEntries(
      Object.entries(form.allErrors)
        .filter(([name, messages]) => name !== form.id && messages[0] !== undefined)
        .map(([name, messages]) => [name, errorText(messages[0])!]),
    ),
    field,
    checkbox,
    rows,
    rowButtons,
  };
}

const responseIds = new WeakMap<object, number>();
let lastResponseId = 0;

/**
 * A React key that changes with each form response: a form whose fields take the values the
 * action sent back (a row or an image added on the server, a stale save moved onto the record as
 * it is now) is drawn afresh with them.
 */
export function responseKey(response: object | null | undefined): string {
  if (!response) return 'none';
  let id = responseIds.get(response);
  if (id === undefined) responseIds.set(response, (id = ++lastResponseId));
  return String(id);
}

/** The value at a field name's path (`a.b`, `a[0].b`) in Conform's nested values, or undefined. */
function valueAt(values: unknown, name: string): unknown {
  let at = values;
  for (const key of name.match(/[^.[\]]+/g) ?? []) {
    if (typeof at !== 'object' || at === null) return undefined;
    // Any object may be indexed by a string; a missing key reads undefined.
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** What the helpers below need of a parsed form: Conform's `reply`. */
type Parsed = {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
};

/** The response to a form its schema refused: the errors by field, the typed values but secrets. */
function invalidForm(submission: Parsed) {
  return submission.reply({ hideFields: SECRET_FIELDS });
}

/**
 * A form response that brings the form back with values of the action's making (a row or an
 * image added on the server), its errors by field and the form's own error, as Conform's reply.
 */
export function formResponse(
  values: Record<string, unknown>,
  errors: { form?: string; fields?: Record<string, string> } = {},
): SubmissionResult<string[]> {
  const fieldErrors = Object.entries(errors.fields ?? {}).map(([name, message]) => [
    name,
    [message],
  ]);
  return {
    status: 'error',
    // A form's values are text, lists and objects of text, as Conform's payload is.
    initialValue: values as SubmissionResult<string[]>['initialValue'],
    error: Object.fromEntries([...(errors.form ? [['', [errors.form]]] : []), ...fieldErrors]),
  };
}

/**
 * Which button sent a form (`intent`), for an action that picks its schema by it; undefined when
 * none did. With `among`, the first intent sent that is one of them (a form whose fields carry
 * an intent of their own besides the button's). The one place an action reads a field before
 * its schema does.
 */
export function postedIntent(formData: FormData, among?: readonly string[]): string | undefined {
  const sent = formData.getAll('intent').filter((v): v is string => typeof v === 'string');
  return among ? sent.find((intent) => among.includes(intent)) : sent.find((v) => v !== '');
}

/**
 * A few fields read with their schema before the form's own cycle (the id of the record a form
 * changes, the product a Buy Now is for): the checked value, or undefined when they do not pass.
 */
export function readForm<Schema extends $ZodType>(
  formData: FormData,
  schema: Schema,
): output<Schema> | undefined {
  const submission = parseWithZod(formData, { schema });
  return submission.status === 'success' ? submission.value : undefined;
}

/** How a form words a service's error its own way (both optional). */
export interface FormWording<Value> {
  /** The red box's text for this error (of the checked `value`), instead of the service's. */
  text?: (err: unknown, value: Value) => string | undefined;
  /** The form's field name for a field the service names its own way (`orders.0.carrier`). */
  fieldName?: (name: string, value: Value) => string;
}

/**
 * An action's whole form cycle: parse with `schema`; refused fields go back to the form; then
 * `run` with the checked value, whose error goes back to the form too (`fallback` for anything
 * unexpected, `wording` to word it the form's own way). What `run` returns or throws as a
 * Response (a redirect) passes through.
 */
export async function handleForm<Schema extends $ZodType, T>(
  formData: FormData,
  schema: Schema,
  run: (value: output<Schema>) => Promise<T>,
  fallback: string,
  wording: FormWording<output<Schema>> = {},
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return invalidForm(submission);
  const value = submission.value;
  try {
    return await run(value);
  } catch (err) {
    if (err instanceof Response) throw err;
    const fieldName = wording.fieldName ?? ((name: string) => name);
    return formWithError(submission, err, fallback, wording.text?.(err, value), (name) =>
      fieldName(name, value),
    );
  }
}

/**
 * The response to a service's error: its text in the form's red box (or `text` when the form
 * words it its own way) and its field problems next to the fields. Anything else (a bug, an
 * outage) shows `fallback` (spec §8's texts). A rate limit's error is responded 429 with
 * Retry-After, as the API responds, so a browser or a script without JavaScript can tell.
 */
function formWithError(
  submission: Parsed,
  err: unknown,
  fallback: string,
  text: string | undefined,
  fieldName: (name: string) => string,
) {
  const serviceError = asRefusal(err);
  const fieldErrors = Object.fromEntries(
    Object.entries(serviceError?.fields ?? {}).map(([name, message]) => [
      fieldName(name),
      [message],
    ]),
  );
  const reply = submission.reply({
    formErrors: [text ?? serviceError?.message ?? fallback],
    fieldErrors,
    hideFields: SECRET_FIELDS,
  });
  if (serviceError?.kind !== 'rate_limited' || serviceError.retryAfterSeconds === undefined) {
    return reply;
  }
  return data(reply, {
    status: 429,
    headers: { 'retry-after': String(serviceError.retryAfterSeconds) },
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

export { sendToServer, skipAfterUnsent } from './unsent-posts';
