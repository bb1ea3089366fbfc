import { textLang } from '@shop/shared/catalogue/product-hindi';
import type { PageCartItem } from '@shop/shared/cart/cart';
import { formatPaise } from '@shop/shared/format/money';
import { cartTotals } from '@shop/shared/pricing/cart-totals';
import { useT } from '~/lib/i18n/i18n';

/** How many lines the summary names before "and N more". */
const SHOWN_LINES = 3;

/**
 * The cart being checked out, shown on /login when the shopper was sent there from /checkout:
 * what they are about to buy stays in view while they sign in or sign up, and
 * the cart comes back with them (a guest cart is merged into the account's, ADR 042).
 */
export function CheckoutCartSummary({ items }: { items: PageCartItem[] }) {
  const t = useT();
  const totals = cartTotals(items);
  const more = items.length - SHOWN_LINES;
  return (
    <section
      aria-labelledby="checkout-cart-heading"
      className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm"
      data-testid="login-cart-summary"
    >
      <h2 id="checkout-cart-heading" className="font-semibold text-slate-900">
        {t('auth.cartSummary.heading')}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-700">
        {items.slice(0, SHOWN_LINES).map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate" lang={textLang(item.nameLang)}>
              {item.name}
            </span>
            <span className="shrink-0">× {item.quantity}</span>
          </li>
        ))}
        {more > 0 && (
          <li className="text-slate-500">{t('auth.cartSummary.more', { count: more })}</li>
        )}
      </ul>
      <p className="mt-2 flex justify-between gap-3 border-t border-brand-100 pt-2 font-semibold text-slate-900">
        <span>{t('auth.cartSummary.total', { count: totals.count })}</span>
        <span>{formatPaise(totals.totalPaise)}</span>
      </p>
      <p className="mt-1 text-xs text-slate-600">{t('auth.cartSummary.kept')}</p>
    </section>
  );
}
