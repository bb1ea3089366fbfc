import { AUTH_MESSAGES } from '@shop/shared/auth/errors';
import type { Profile } from '@shop/shared/auth/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { errorText } from '~/components/form/error-text';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; profile: Profile };

/**
 * Profile tab. The profile is read from the API once the page runs in the browser (page loaders
 * have no account service), with a skeleton meanwhile; the user's name is already in the header.
 */
export function ProfileTab() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [editing, setEditing] = useState(false);
  // Spec §8's 'Profile updated successfully!', said in the page after a save.
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const revalidator = useRevalidator();

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    api.profile().then(
      ({ profile }) => setLoaded({ status: 'ready', profile }),
      (err: unknown) => setLoaded({ status: 'failed', message: errorText(err) }),
    );
  }, []);
  useEffect(load, [load]);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  if (loaded.status === 'loading') return <ProfileSkeleton />;
  if (loaded.status === 'failed') {
    return (
      <div className="flex flex-col items-start gap-4">
        <ErrorBox>{loaded.message}</ErrorBox>
        <button type="button" onClick={load} className={buttonClass('outline', 'sm')}>
          Try again
        </button>
      </div>
    );
  }
  if (!editing) {
    return (
      <>
        {saved && <SuccessBox className="mb-4">{AUTH_MESSAGES.profileUpdated}</SuccessBox>}
        <ProfileView
          profile={loaded.profile}
          onEdit={() => {
            setSaved(false);
            setEditing(true);
          }}
          editButtonRef={editButton}
        />
      </>
    );
  }
  return (
    <ProfileForm
      profile={loaded.profile}
      onCancel={() => {
        setSaved(false);
        returnFocus.current = true;
        setEditing(false);
      }}
      onSaved={(profile) => {
        setSaved(true);
        setLoaded({ status: 'ready', profile });
        returnFocus.current = true;
        setEditing(false);
        // The header shows the name from the root loader; read it again.
        void revalidator.revalidate();
      }}
    />
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" className="animate-pulse">
      <span className="sr-only">Loading your profile…</span>
      <div className="h-6 w-32 rounded bg-slate-200" />
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i}>
            <div className="h-4 w-24 rounded bg-slate-200" />
            <div className="mt-2 h-5 w-48 max-w-full rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
