import type { ReorderReport } from '@shop/shared/cart/quick-order';
import type { PageContext } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { data, Form, redirect } from 'react-router';
import { useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { useErrorText } from '~/lib/i18n/error-text';
import { useT } from '~/lib/i18n/i18n';
// In the page's language: a Hindi order page's Go to cart opens /hi/cart.
import { Link } from '~/lib/i18n/links';

/** The `intent` of the "Order again" form, posted to the order's page. */
export const REORDER_INTENT = 'reorder';

/** What "Order again" answers the page: the report, or why it could not be done. */
export type ReorderAnswer = { reorder: ReorderReport } | { reorderRefused: string };

/**
 * "Order again" posted to the order's page (ADR 104): the order's products still sold go into the
 * cart at today's prices, and the page shows what was added and what changed.
 */
export async function reorderAction(context: PageContext, orderId: string, pagePath: string) {
  if (!context.shopper) throw redirect(`/login?redirect=${encodeURIComponent(pagePath)}`);
  try {
    return { reorder: await context.shopper.reorder(orderId) } satisfies ReorderAnswer;
  } catch (err) {
    const refusal = asRefusal(err);
    if (!refusal) throw err;
    return data<ReorderAnswer>({ reorderRefused: refusal.message }, { status: 404 });
  }
}

/** The order page's "Order again" card: the button, then what it did. */
export function OrderAgain({ answer }: { answer: ReorderAnswer | undefined }) {
  const t = useT();
  const errorText = useErrorText();
  const sending = useSubmitting({ intent: REORDER_INTENT });
  const report = answer && 'reorder' in answer ? answer.reorder : undefined;
  return (
    <section
      aria-labelledby="order-again-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="order-again-heading" className="text-lg font-semibold text-slate-900">
        {t('order.again.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('order.again.text')}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={REORDER_INTENT} />
        <button type="submit" className={buttonClass('primary', 'md')} disabled={sending}>
          {t(sending ? 'order.again.adding' : 'order.again.button')}
        </button>
      </Form>
      {answer && 'reorderRefused' in answer && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {answer.reorderRefused}
        </p>
      )}
      {report && (
        <div className="mt-4 text-sm" role="status" data-testid="reorder-report">
          <p className="font-medium text-slate-900">
            {report.added.length > 0
              ? t('order.again.added', {
                  items: report.added.map((a) => `${a.quantity} × ${a.name}`).join(', '),
                })
              : t('order.again.nothing')}
          </p>
          {report.changes.length > 0 && (
            <>
              <p className="mt-2 font-medium text-amber-800">{t('order.again.changes')}</p>
              <ul className="mt-1 list-disc pl-5 text-amber-900">
                {report.changes.map((c) => (
                  <li key={c}>{errorText(c)}</li>
                ))}
              </ul>
            </>
          )}
          <Link to="/cart" className={buttonClass('outline', 'md', 'mt-3')}>
            {t('order.again.toCart')}
          </Link>
        </div>
      )}
    </section>
  );
}
