import type { z } from 'zod';

/** The first message for each field of a failed parse, keyed by the field's name. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Moves focus to the first field (in the form's order) that has an error. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const element of Array.from(form.elements)) {
    // Every control of a form (input, select, textarea, button…) has a name and can take focus.
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus(); // see above
      return;
    }
  }
}
