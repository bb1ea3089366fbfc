import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from './button';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the red button. */
  destructive?: boolean;
}

interface Asking extends ConfirmOptions {
  answer: (ok: boolean) => void;
}

/**
 * An accessible question in the page, instead of `window.confirm`: a modal `<dialog>`
 * (focus moves in and stays there, Escape cancels, focus returns where it was), titled and
 * described for screen readers. `ask()` resolves true only for the confirm button; render
 * `dialog` once in the component that asks.
 */
export function useConfirm(): {
  ask: (options: ConfirmOptions) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setAsking({
          ...options,
          answer: (ok) => {
            setAsking(null);
            resolve(ok);
          },
        });
      }),
    [],
  );
  return { ask, dialog: asking ? <ConfirmDialog {...asking} /> : null };
}

function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  answer,
}: Asking) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnTo?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Escape: the browser's cancel event; the answer is no.
      onCancel={(e) => {
        e.preventDefault();
        answer(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p id={messageId} className="mt-2 whitespace-pre-line text-sm text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          autoFocus
          onClick={() => answer(false)}
          className={buttonClass('outline', 'md')}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={() => answer(true)}
          className={buttonClass('primary', 'md', destructive ? 'bg-red-700 hover:bg-red-800' : '')}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
