import { useId, useState } from 'react';
import { errorText } from '~/components/form/error-text';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { ChangePasswordForm } from './change-password-form';

function endedText(count: number): string {
  if (count === 0) return 'You were not signed in on any other device.';
  return `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}.`;
}

/** Settings tab: change password; sign out of all other devices. */
export function SettingsTab() {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <ChangePasswordForm />
      <SignOutOthers />
    </div>
  );
}

function SignOutOthers() {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function signOut() {
    setBusy(true);
    setResult(null);
    try {
      const { endedSessions } = await api.signOutOtherDevices();
      setResult({ ok: true, text: endedText(endedSessions) });
    } catch (err) {
      setResult({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex max-w-md flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Other devices
      </h2>
      <p className="flex gap-3 text-slate-600">
        <Icon name="monitor-smartphone" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
        Logged in on a shared or lost computer or phone? End every session except this one.
      </p>
      {result &&
        (result.ok ? <SuccessBox>{result.text}</SuccessBox> : <ErrorBox>{result.text}</ErrorBox>)}
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={busy}
        className={buttonClass('outline', 'md', 'self-start')}
      >
        {busy ? 'Signing out…' : 'Sign out of all other devices'}
      </button>
    </section>
  );
}
