import type { ReactNode } from 'react';

/** The narrow white card of the password screens (forgot, reset). */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {lead && <p className="mt-2 text-slate-600">{lead}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
