import type { SubmissionResult } from '@conform-to/react';
import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { SuccessBox } from '~/components/ui/notice';
import { ACCOUNT_INTENTS } from './account-action';
import { ChangePasswordForm } from './change-password-form';
import { useT } from '~/lib/i18n/i18n';

/** Settings tab: change password; sign out of all other devices. Outcomes come in the address. */
export function SettingsTab({
  passwordResult,
}: {
  passwordResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const ended = params.get('ended');
  const endedText = (count: number) =>
    count === 0 ? t('account.noOtherDevices') : t('account.signedOutOthers', { count });
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <ChangePasswordForm
        lastResult={passwordResult}
        changed={params.get('saved') === 'password' ? t('account.passwordChanged') : null}
      />
      <SignOutOthers ended={ended && /^\d+$/.test(ended) ? endedText(Number(ended)) : null} />
    </div>
  );
}

function SignOutOthers({ ended }: { ended: string | null }) {
  const t = useT();
  const headingId = useId();
  const busy = useSubmitting({ intent: ACCOUNT_INTENTS.signOutOthers });
  return (
    <section aria-labelledby={headingId} className="flex max-w-md flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('account.otherDevices')}
      </h2>
      <p className="flex gap-3 text-slate-600">
        <Icon name="monitor-smartphone" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
        {t('account.otherDevicesLead')}
      </p>
      {ended && <SuccessBox>{ended}</SuccessBox>}
      <Form method="post" className="contents">
        <input type="hidden" name="intent" value={ACCOUNT_INTENTS.signOutOthers} />
        <button
          type="submit"
          disabled={busy}
          className={buttonClass('outline', 'md', 'self-start')}
        >
          {busy ? t('account.signingOut') : t('account.signOutOthers')}
        </button>
      </Form>
    </section>
  );
}
