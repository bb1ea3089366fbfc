import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const controlClass = (invalid: boolean, extra = '') =>
  `block w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 ${
    invalid
      ? 'border-red-600 focus:outline-red-600'
      : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600'
  } ${extra}`.trim();

interface FieldFrameProps {
  label: string;
  error?: string;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** Label, control and the field's own error, tied together with aria-invalid/-describedby. */
function FieldFrame({ label, error, className = '', children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; name: string; error?: string; className?: string };

export function TextField({
  label,
  error,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(aria) => <input {...aria} {...input} required className={controlClass(!!error, 'h-11')} />}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  className,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(aria) => (
        <select {...aria} {...select} required className={controlClass(!!error, 'h-11 pr-8')}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  className,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(aria) => (
        <textarea
          {...aria}
          {...textarea}
          required
          className={controlClass(!!error, 'min-h-36 py-2.5 leading-6')}
        />
      )}
    </FieldFrame>
  );
}
