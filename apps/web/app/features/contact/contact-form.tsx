import {
  CONTACT_MESSAGE_HIDE_MS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECTS,
  contactMessageSchema,
  type ContactSubject,
} from '@shop/shared/contact/contact-message';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { SHOP } from '@shop/shared/shop/identity';
import type { SubmissionResult } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { isUnsent } from '~/components/form/unsent-posts';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { EmailField, SelectField, TextAreaField, TextField } from '~/components/form/fields';
import { useT } from '~/lib/i18n/i18n';

/** Each subject's message: the value posted stays the subject's English name (the schema's). */
const SUBJECT_KEYS: Record<ContactSubject, MessageKey> = {
  'Product enquiry': 'contact.subject.product',
  'Request a quote': 'contact.subject.quote',
  'Order status': 'contact.subject.order',
  'Technical support': 'contact.subject.support',
  'Returns & refunds': 'contact.subject.returns',
  Partnership: 'contact.subject.partnership',
  Other: 'contact.subject.other',
};

type Notice = { kind: 'success' | 'error'; text: string };

/**
 * The contact form (spec §2 /contact, §4, §5, §8), posted to the page's action: idle, then
 * 'Sending...', then the success text (after the redirect) or the failure text; either hides
 * after 5 seconds once JavaScript runs. Fields are checked with the schema the server uses.
 */
export function ContactForm({
  sent,
  lastResult,
}: {
  /** The address a message was just sent from, for the success text; or null. */
  sent: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const { formProps, error, field } = useShopForm(contactMessageSchema, lastResult);
  const sending = useSubmitting();
  // A post that never reached the server is said in the page's language here, where the
  // messages are; the server's own refusals come worded in it already.
  const failure = isUnsent(lastResult) ? t('contact.failure', { email: SHOP.email }) : error;
  const answer: Notice | null = sent
    ? { kind: 'success', text: t('contact.sent', { email: sent }) }
    : failure
      ? { kind: 'error', text: failure }
      : null;
  // The answer hides after 5 seconds (spec §9); a new answer (a new result) shows again.
  const answerId = lastResult ?? sent;
  const [expired, setExpired] = useState<unknown>(null);
  useEffect(() => {
    if (!answerId) return;
    const timer = window.setTimeout(() => setExpired(answerId), CONTACT_MESSAGE_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [answerId]);
  const shown = answer && expired !== answerId ? answer : null;

  return (
    <Form
      method="post"
      {...formProps}
      aria-labelledby="contact-form-heading"
      aria-busy={sending}
      className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2
        id="contact-form-heading"
        className="text-2xl font-semibold tracking-tight text-slate-900"
      >
        {t('contact.form.heading')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('contact.form.allRequired')}</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.form.name')}
          autoComplete="name"
          maxLength={100}
          required
          {...field('name')}
        />
        <EmailField label={t('contact.form.email')} required {...field('email')} />
        <TextField
          label={t('contact.form.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          placeholder={t('contact.form.phonePlaceholder')}
          required
          {...field('phone')}
        />
        <SelectField
          label={t('contact.form.subject')}
          required
          {...field('subject')}
          defaultValue={field('subject').defaultValue ?? ''}
        >
          <option value="" disabled>
            {t('contact.form.chooseSubject')}
          </option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(SUBJECT_KEYS[subject])}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('contact.form.message')}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder={t('contact.form.messagePlaceholder')}
          required
          {...field('message')}
          className="sm:col-span-2"
        />
      </div>

      {/* Honeypot: off-screen rather than display:none, so form-filling bots still find it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <button
        type="submit"
        disabled={sending}
        className={buttonClass('primary', 'lg', 'mt-6 w-full sm:w-auto')}
      >
        {sending ? (
          <Icon name="loader-circle" className="h-5 w-5 motion-safe:animate-spin" />
        ) : (
          <Icon name="send" className="h-5 w-5" />
        )}
        {sending ? t('contact.form.sending') : t('contact.form.send')}
      </button>

      <div role="status" className="empty:hidden">
        {shown?.kind === 'success' && (
          <p className="mt-5 flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            <Icon name="circle-check" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>{shown.text}</span>
          </p>
        )}
      </div>
      {shown?.kind === 'error' && (
        <p
          role="alert"
          className="mt-5 flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          <Icon name="circle-exclamation-point" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>{shown.text}</span>
        </p>
      )}
    </Form>
  );
}
