import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';
import { useHydrated } from '~/lib/use-hydrated';
import { useT } from '~/lib/i18n/i18n';
import { FieldMessages, inputClass, Label, useFieldIds } from './fields';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

/**
 * A password input with a show/hide toggle (spec §2 /login). The toggle is a pressed/not-pressed
 * button named after the field, so 'Show password' stays the same name and aria-pressed says
 * whether the password is visible.
 */
export function PasswordField({
  label,
  error,
  hint,
  labelAside,
  className = '',
  ...input
}: PasswordFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const { id, errorId, hintId, aria } = useFieldIds(error, hint);
  const icon = shown ? 'eye-off' : 'eye';
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id} label={label} required={input.required} />
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...aria}
          {...input}
          className={inputClass(!!error, 'h-11 pr-12')}
        />
        {/* Showing the password needs JavaScript; without it there is no button that does nothing. */}
        {hydrated && (
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={id}
            aria-label={t('common.showField', { field: label.toLowerCase() })}
            title={t(shown ? 'common.hideField' : 'common.showField', {
              field: label.toLowerCase(),
            })}
            onClick={() => setShown((s) => !s)}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          >
            <Icon name={icon} className="h-5 w-5" />
          </button>
        )}
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
