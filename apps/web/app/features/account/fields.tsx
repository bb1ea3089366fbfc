import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

export function inputClass(invalid: boolean, extra = ''): string {
  return `h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ${
    invalid
      ? 'border-red-600 focus:outline-red-600'
      : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600'
  } ${extra}`.trim();
}

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

/** Ids and ARIA wiring shared by every field: the error (and hint) describe the control. */
export function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    errorId,
    hintId,
    aria: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

export function FieldMessages({
  error,
  errorId,
  hint,
  hintId,
}: {
  error?: string;
  errorId: string;
  hint?: ReactNode;
  hintId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Rendered beside the label, e.g. a 'Forgot Password?' link. */
  labelAside?: ReactNode;
};

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  labelAside,
  className = '',
  ...input
}: TextFieldProps) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {labelAside}
      </div>
      <input id={id} {...aria} {...input} className={inputClass(!!error)} />
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  error?: string;
  children: ReactNode;
};

export function SelectField({
  label,
  error,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const { id, errorId, hintId, aria } = useFieldIds(error);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} {...aria} {...select} className={inputClass(!!error, 'pr-8')}>
        {children}
      </select>
      <FieldMessages error={error} errorId={errorId} hintId={hintId} />
    </div>
  );
}
