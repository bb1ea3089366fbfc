import type { ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';

export type NoticeKind = 'success' | 'error';

const KINDS = {
  // Read out as soon as it appears: the red box of spec §8 (a failed log in, save or payment).
  error: {
    role: 'alert',
    icon: 'circle-exclamation-point',
    className: 'border-red-200 bg-red-50 text-red-800',
  },
  // A confirmation, announced politely.
  success: {
    role: 'status',
    icon: 'circle-check',
    className: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  },
} as const;

/** The outcome of an action, said in the page (never in a browser dialog). */
export function Notice({
  kind,
  children,
  className = '',
}: {
  kind: NoticeKind;
  children: ReactNode;
  className?: string;
}) {
  const k = KINDS[kind];
  return (
    <div
      role={k.role}
      className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${k.className} ${className}`}
    >
      <Icon name={k.icon} className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

export const ErrorBox = (props: { children: ReactNode; className?: string }) => (
  <Notice kind="error" {...props} />
);

export const SuccessBox = (props: { children: ReactNode; className?: string }) => (
  <Notice kind="success" {...props} />
);
