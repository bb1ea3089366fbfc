import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';

const LABELS = ['shipping', 'payment', 'review'] as const;

/** Shipping → Payment → Review, with the current step marked for screen readers too. */
export function StepIndicator({ step }: { step: number }) {
  const t = useT();
  return (
    <nav aria-label={t('checkout.progress')}>
      <ol className="flex items-center gap-2 sm:gap-4">
        {LABELS.map((label, i) => {
          const done = i < step;
          const current = i === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={`flex min-w-0 items-center gap-2 sm:flex-1 sm:gap-3 ${current ? 'flex-1' : ''}`}
            >
              <span
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  done
                    ? 'bg-emerald-600 text-white'
                    : current
                      ? 'bg-brand-700 text-white'
                      : 'bg-slate-200 text-slate-600'
                }`}
              >
                {done ? <Icon name="check" className="h-4 w-4" /> : i + 1}
              </span>
              <span
                className={`truncate text-sm font-medium sm:text-base ${
                  current ? 'text-slate-900' : 'sr-only text-slate-600 sm:not-sr-only'
                }`}
              >
                {t(`checkout.stepName.${label}`)}
                {done && <span className="sr-only"> {t('checkout.stepDone')}</span>}
              </span>
              {i < LABELS.length - 1 && (
                <span aria-hidden="true" className="hidden h-px flex-1 bg-slate-300 sm:block" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
