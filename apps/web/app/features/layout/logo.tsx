import { SHOP } from '@shop/shared/shop/identity';
import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';

// The name is set on two lines: the last word small underneath, like a letterhead.
const cut = SHOP.name.lastIndexOf(' ');
const firstLine = cut > 0 ? SHOP.name.slice(0, cut) : SHOP.name;
const secondLine = cut > 0 ? SHOP.name.slice(cut + 1) : '';

/** The shop's mark and name, linking home. */
export function Logo({
  className = '',
  tone = 'dark',
}: {
  className?: string;
  /** 'light' for dark backgrounds such as the footer. */
  tone?: 'dark' | 'light';
}) {
  return (
    <Link
      to="/"
      className={`inline-flex shrink-0 items-center gap-2 rounded-md ${className}`}
      aria-label={SHOP.name}
    >
      <span
        className={`inline-flex h-9 w-9 items-center justify-center rounded-lg text-white ${tone === 'dark' ? 'bg-brand-700' : 'bg-brand-600'}`}
      >
        <Icon name="receipt-indian-rupee" className="h-5 w-5" />
      </span>
      <span className="flex flex-col leading-none">
        <span
          className={`text-base font-bold tracking-tight sm:text-lg ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}
        >
          {firstLine}
        </span>
        <span
          className={`mt-0.5 text-[0.65rem] font-semibold uppercase tracking-[0.2em] ${tone === 'dark' ? 'text-brand-700' : 'text-brand-200'}`}
        >
          {secondLine}
        </span>
      </span>
    </Link>
  );
}
