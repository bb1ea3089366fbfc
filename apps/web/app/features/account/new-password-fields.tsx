import { PasswordField } from '~/components/form/password-field';
import { useT } from '~/lib/i18n/i18n';

/** A new password (under `name`, as its API calls it) and the field that repeats it. */
export function NewPasswordFields({
  name,
  errors,
}: {
  name: string;
  errors: Record<string, string | undefined>;
}) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={t('password.new')}
        name={name}
        autoComplete="new-password"
        maxLength={256}
        hint={t('password.hint')}
        error={errors[name]}
      />
      <PasswordField
        label={t('password.confirm')}
        name="confirm"
        autoComplete="new-password"
        maxLength={256}
        error={errors.confirm}
      />
    </>
  );
}
