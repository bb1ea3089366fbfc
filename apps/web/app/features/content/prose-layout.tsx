import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';
import { formatCalendarDate } from '@shop/shared/format/india-time';
import { INTL_LOCALE } from '@shop/shared/i18n/language';
import { useLanguage, useT } from '~/lib/i18n/i18n';

/**
 * The frame of every information page: a header band with the h1, then the body, both on the
 * same column so headings, text and asides line up from 360 px phones to wide screens.
 */
export function ProseLayout({
  eyebrow,
  title,
  intro,
  updated,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** ISO date shown as "Last updated …". */
  updated?: string;
  children: ReactNode;
}) {
  const t = useT();
  const locale = INTL_LOCALE[useLanguage()];
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <Container className="py-10 sm:py-14">
          <div className="mx-auto max-w-5xl">
            {eyebrow && (
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {eyebrow}
              </p>
            )}
            <h1 className="mt-2 max-w-[30ch] text-3xl font-bold tracking-tight text-slate-900 text-balance sm:text-4xl">
              {title}
            </h1>
            {intro && (
              <div className="mt-4 max-w-[70ch] text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
                {intro}
              </div>
            )}
            {updated && (
              <p className="mt-4 text-sm text-slate-600">
                {t('common.lastUpdated')}{' '}
                <time dateTime={updated}>{formatCalendarDate(updated, locale)}</time>
              </p>
            )}
          </div>
        </Container>
      </div>
      <Container className="py-10 sm:py-14">
        <div className="mx-auto max-w-5xl">{children}</div>
      </Container>
    </>
  );
}

/** A column of running text at a comfortable reading width. */
export function ProseColumn({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return <div className={`min-w-0 max-w-[70ch] ${className}`}>{children}</div>;
}
