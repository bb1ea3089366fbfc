import type { ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';

/**
 * Said in the page when a payment went through at Razorpay but the shop could not confirm it
 * yet (verification pending): neither a success nor a failure, so neither colour. The live
 * region is always rendered, so screen readers announce the text when it appears.
 */
export function VerificationPendingNotice({
  message,
  children,
  className = '',
}: {
  message: string | null;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={
        message
          ? `flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`
          : 'sr-only'
      }
    >
      {message && (
        <>
          <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0" />
          <div className="space-y-2">
            <p>{message}</p>
            {children}
          </div>
        </>
      )}
    </div>
  );
}
