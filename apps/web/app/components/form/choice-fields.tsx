import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessages, Label, useFieldIds } from './fields';

/* The two controls that are not typed into: a checkbox and a file picker, each with its label
   and messages read as the text fields' are. */

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
};

/** A checkbox with its label to the right (the whole label toggles it). */
export function CheckboxField({
  label,
  error,
  hint,
  className = '',
  ...input
}: CheckboxFieldProps) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          {...aria}
          {...input}
          className="h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Rendered under the control, e.g. the button that sends the file without the page's script. */
  children?: ReactNode;
};

/**
 * A labelled file picker. Its error is read out as it appears, since a file is usually refused in
 * the page (too large) before anything is sent.
 */
export function FileField({
  label,
  error,
  hint,
  className = '',
  children,
  ...input
}: FileFieldProps) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={input.required} />
      <input
        id={id}
        type="file"
        {...aria}
        {...input}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
      {children}
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} alert />
    </div>
  );
}
