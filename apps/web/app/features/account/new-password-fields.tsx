import { PasswordField } from '~/components/form/password-field';

/** A new password (under `name`, as its API calls it) and the field that repeats it. */
export function NewPasswordFields({
  name,
  errors,
}: {
  name: string;
  errors: Record<string, string | undefined>;
}) {
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
