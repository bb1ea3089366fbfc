import {
  CONTACT_MESSAGE_HIDE_MS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECTS,
  CONTACT_TEXTS,
  contactMessageSchema,
} from '@shop/shared/contact/contact-message';
import { useEffect, useState, type FormEvent } from 'react';
import { focusFirstInvalid, issuesByField } from '~/components/form/form-errors';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { ApiError, api } from '~/lib/api-client';
import { EmailField, SelectField, TextAreaField, TextField } from '~/components/form/fields';
import { useHydrated } from '~/lib/use-hydrated';

type Notice = { kind: 'success' | 'error'; text: string };

/**
 * The contact form (spec §2 /contact, §4, §5, §8): idle, then 'Sending...', then the success or
 * failure text, which hides after 5 seconds. Fields are checked with the schema the server uses.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  // Each new notice is a new object, so a second message restarts the 5 seconds.
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), CONTACT_MESSAGE_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = contactMessageSchema.safeParse({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? ''),
      subject: String(data.get('subject') ?? ''),
      message: String(data.get('message') ?? ''),
      website: String(data.get('website') ?? ''),
    });
    if (!parsed.success) {
      const errors = issuesByField(parsed.error);
      setFieldErrors(errors);
      setNotice(null);
      focusFirstInvalid(form, errors);
      return;
    }
    setSending(true);
    setNotice(null);
    setFieldErrors({});
    try {
      await api.contact(parsed.data);
      form.reset();
      setNotice({ kind: 'success', text: CONTACT_TEXTS.success(parsed.data.email) });
    } catch (err) {
      // A refused field or the rate limit says what to do; anything else gets the spec's text.
      if (err instanceof ApiError && err.fields) setFieldErrors(err.fields);
      const text =
        err instanceof ApiError && err.status === 429 ? err.message : CONTACT_TEXTS.failure;
      setNotice({ kind: 'error', text });
    } finally {
      setSending(false);
    }
  }

  function clearFieldError(name: string) {
    if (!fieldErrors[name]) return;
    setFieldErrors(({ [name]: _, ...rest }) => rest);
  }

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="contact-form-heading"
      aria-busy={sending}
      onSubmit={(e) => void submit(e)}
      // A change event on a form comes from one of its fields, which all have a name.
      onChange={(e) => clearFieldError((e.target as unknown as { name: string }).name)}
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
          name="name"
          autoComplete="name"
          maxLength={100}
          required
          error={fieldErrors.name}
        />
        <EmailField required error={fieldErrors.email} />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          placeholder="98XXXXXXXX"
          required
          error={fieldErrors.phone}
        />
        <SelectField
          label="Subject"
          name="subject"
          defaultValue=""
          required
          error={fieldErrors.subject}
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
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder="Tell us about your business and what you need"
          required
          error={fieldErrors.message}
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
        disabled={!hydrated || sending}
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
        {notice?.kind === 'success' && (
          <p className="mt-5 flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            <Icon name="circle-check" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>{notice.text}</span>
          </p>
        )}
      </div>
      {notice?.kind === 'error' && (
        <p
          role="alert"
          className="mt-5 flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          <Icon name="circle-exclamation-point" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>{notice.text}</span>
        </p>
      )}
    </form>
  );
}
