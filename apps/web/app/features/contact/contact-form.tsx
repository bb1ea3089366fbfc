import {
  CONTACT_MESSAGE_HIDE_MS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECTS,
  CONTACT_TEXTS,
  contactMessageSchema,
} from '@shop/shared/contact/contact-message';
import type { SubmissionResult } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { EmailField, SelectField, TextAreaField, TextField } from '~/components/form/fields';

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
  /** The success text after a message was sent, or null. */
  sent: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, error, field } = useShopForm(contactMessageSchema, lastResult);
  const sending = useSubmitting();
  const answer: Notice | null = sent
    ? { kind: 'success', text: sent }
    : error
      ? { kind: 'error', text: error }
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
        Send us a message
      </h2>
      <p className="mt-2 text-sm text-slate-600">{CONTACT_TEXTS.allRequired}</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          maxLength={100}
          required
          {...field('name')}
        />
        <EmailField required {...field('email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          placeholder="98XXXXXXXX"
          required
          {...field('phone')}
        />
        <SelectField
          label="Subject"
          required
          {...field('subject')}
          defaultValue={field('subject').defaultValue ?? ''}
        >
          <option value="" disabled>
            Select a subject
          </option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder="Tell us about your business and what you need"
          required
          {...field('message')}
          className="sm:col-span-2"
        />
      </div>

      {/* Honeypot: off-screen rather than display:none, so form-filling bots still find it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
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
        {sending ? 'Sending...' : 'Send Message'}
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
