import type { SubmissionResult } from '@conform-to/react';
import { formatIst } from '@shop/shared/format/india-time';
import { quoteMessageSchema } from '@shop/shared/quotes/inputs';
import type { QuoteMessage } from '@shop/shared/quotes/quote';
import { Form } from 'react-router';
import { TextAreaField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';
import { useT } from '~/lib/i18n/i18n';

/** The quotation's message thread and, while it is open, a form to write on it. */
export function QuoteThread({
  messages,
  open,
  label,
  action,
  lastResult,
}: {
  messages: QuoteMessage[];
  open: boolean;
  label: string;
  /** The page the form posts to, in its language (the buyer's /hi page); this page when left out. */
  action?: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const { error, field } = useShopForm(quoteMessageSchema, lastResult);
  const busy = useSubmitting({ intent: 'message' });
  const body = field('body');
  return (
    <section aria-labelledby="quote-thread" className="mt-8">
      <h2 id="quote-thread" className="text-lg font-semibold text-slate-900">
        {t('quote.messages')}
      </h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('quote.noMessages')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {messages.map((m, i) => (
            <li key={i} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="text-xs text-slate-600">
                {m.author === 'shop' ? t('quote.shop') : m.authorEmail} · {formatIst(m.at)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      {open && (
        <Form method="post" action={action} className="mt-4 space-y-2">
          {error && <ErrorBox>{error}</ErrorBox>}
          <TextAreaField
            label={label}
            name={body.name}
            rows={4}
            maxLength={2000}
            defaultValue={body.defaultValue ?? ''}
            error={body.error}
          />
          <button
            type="submit"
            name="intent"
            value="message"
            className={buttonClass('outline', 'sm')}
            disabled={busy}
          >
            {busy ? t('quote.sending') : t('quote.sendMessage')}
          </button>
        </Form>
      )}
    </section>
  );
}
