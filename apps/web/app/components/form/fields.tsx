import {
  useId,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** A text control's look: `extra` sets its height (h-11 for one line). */
export function inputClass(invalid: boolean, extra = 'h-11'): string {
  return `w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ${
    invalid
      ? 'border-red-600 focus:outline-red-600'
      : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600'
  } ${extra}`.trim();
}

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

/** How a field looks, beside its control's own attributes. */
interface FieldLook {
  /** A 40 px control (h-10) instead of the shop's 44 px touch target: the back office's denser forms. */
  compact?: boolean;
  /** The label is read out but not shown: for a control whose place says what it is (a row of a list). */
  hideLabel?: boolean;
}

/** The field's label, with a red asterisk (not read out) when it is required. */
export function Label({
  htmlFor,
  label,
  required,
  hidden,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
  /** Visually hidden, still the control's accessible name. */
  hidden?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={hidden ? 'sr-only' : labelClass}>
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

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
  alert,
}: {
  error?: string;
  errorId: string;
  hint?: ReactNode;
  hintId: string;
  /** Read the error out as it appears: for one found in the page (a file too large), not a response. */
  alert?: boolean;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          role={alert ? 'alert' : undefined}
          className="mt-1.5 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
    </>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  FieldLook & {
    ref?: Ref<HTMLInputElement>;
    label: string;
    name: string;
    error?: string;
    hint?: ReactNode;
    /** Rendered beside the label, e.g. a 'Forgot Password?' link. */
    labelAside?: ReactNode;
    /** Rendered in a row after the control, e.g. the button that acts on what was typed. */
    controlAside?: ReactNode;
  };

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  labelAside,
  controlAside,
  compact,
  hideLabel,
  className = '',
  ...input
}: TextFieldProps) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint);
  const control = (
    <input
      id={id}
      {...aria}
      {...input}
      className={inputClass(!!error, compact ? 'h-10' : 'h-11')}
    />
  );
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id} label={label} required={input.required} hidden={hideLabel} />
        {labelAside}
      </div>
      {controlAside ? (
        <div className="flex gap-2">
          {control}
          {controlAside}
        </div>
      ) : (
        control
      )}
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** The email field of every form: the email keyboard and autofill, no autocorrection. */
export function EmailField(
  props: Omit<TextFieldProps, 'label' | 'name'> & { label?: string; name?: string },
) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={254}
      {...props}
    />
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldLook & {
    ref?: Ref<HTMLSelectElement>;
    label: string;
    name: string;
    error?: string;
    hint?: ReactNode;
    children: ReactNode;
  };

export function SelectField({
  label,
  error,
  hint,
  compact,
  hideLabel,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={select.required} hidden={hideLabel} />
      <select
        id={id}
        {...aria}
        {...select}
        className={inputClass(!!error, compact ? 'h-10 pr-8' : 'h-11 pr-8')}
      >
        {children}
      </select>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldLook & {
    label: string;
    name: string;
    error?: string;
    hint?: ReactNode;
  };

/** A labelled text area; `compact` drops its tall minimum, so `rows` sets its height. */
export function TextAreaField({
  label,
  error,
  hint,
  compact,
  hideLabel,
  className = '',
  ...textarea
}: TextAreaFieldProps) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={textarea.required} hidden={hideLabel} />
      <textarea
        id={id}
        {...aria}
        {...textarea}
        className={inputClass(!!error, compact ? 'py-2 leading-6' : 'min-h-36 py-2.5 leading-6')}
      />
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
