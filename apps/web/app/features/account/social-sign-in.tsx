import { useT } from '~/lib/i18n/i18n';
import { useId } from 'react';

const PROVIDERS = [
  { name: 'Google', mark: 'G', markClass: 'text-[#4285F4]' },
  { name: 'Facebook', mark: 'f', markClass: 'bg-[#1877F2] text-white' },
] as const;

/**
 * The spec's Google and Facebook buttons. The shop has no such sign-in yet, so they are shown
 * disabled and the note saying so is their description (and visible to everyone).
 */
export function SocialSignIn() {
  const t = useT();
  const noteId = useId();
  return (
    <div>
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        {t('auth.orContinueWith')}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {PROVIDERS.map((p) => (
          <button
            key={p.name}
            type="button"
            disabled
            aria-describedby={noteId}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white text-sm font-semibold text-slate-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span
              aria-hidden="true"
              className={`inline-flex h-5 w-5 items-center justify-center rounded-full text-sm font-bold leading-none ${p.markClass}`}
            >
              {p.mark}
            </span>
            {p.name}
          </button>
        ))}
      </div>
      <p id={noteId} className="mt-2 text-center text-xs text-slate-500">
        {t('auth.socialNotYet')}
      </p>
    </div>
  );
}
