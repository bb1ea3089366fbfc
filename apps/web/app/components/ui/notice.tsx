import type { ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';

/** The red box of spec §8 (a failed log in, sign up, save or payment); read out as soon as it appears. */
export function ErrorBox({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}
    >
      <Icon name="circle-exclamation-point" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** A green confirmation, announced politely. */
export function SuccessBox({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ${className}`}
    >
      <Icon name="circle-check" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
