import { PasswordField } from '~/components/form/password-field';
import type { FieldErrors } from '~/components/form/use-form-submit';

const PASSWORDS_DIFFER = 'The two passwords do not match';

/** The confirm field's error when it does not repeat `password`, else undefined. */
export function confirmError(data: FormData, password: string): FieldErrors | undefined {
  return password === String(data.get('confirm') ?? '') ? undefined : { confirm: PASSWORDS_DIFFER };
}

/** A new password (under `name`, as its API calls it) and the field that repeats it. */
export function NewPasswordFields({ name, errors }: { name: string; errors: FieldErrors }) {
  return (
    <>
      <PasswordField
        label="New password"
        name={name}
        autoComplete="new-password"
        maxLength={256}
        hint="At least 6 characters"
        error={errors[name]}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm"
        autoComplete="new-password"
        maxLength={256}
        error={errors.confirm}
      />
    </>
  );
}
