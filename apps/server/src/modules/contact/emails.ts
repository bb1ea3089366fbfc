import { formatIst } from '@shop/shared/format/india-time';
import type { ContactMessage, ContactSubject } from '@shop/shared/contact/contact-message';
import { SHOP } from '@shop/shared/shop/identity';
import type { EmailMessage } from '../email/service';

/** Questions about existing orders go to support; everything else is a sales lead. */
const SUPPORT_SUBJECTS: ReadonlySet<ContactSubject> = new Set([
  'Order status',
  'Technical support',
  'Returns & refunds',
]);

/** The shop address a contact message is meant for. */
export function contactRecipient(subject: ContactSubject): string {
  return SUPPORT_SUBJECTS.has(subject) ? SHOP.email : SHOP.salesEmail;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const displayPhone = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

/**
 * The notice the shop receives for a contact message, carrying the spec's fields (to_email,
 * from_name, from_email, phone, subject, message). Reply-To is the sender, so answering the
 * email answers them.
 */
export function contactNoticeEmail(
  msg: Omit<ContactMessage, 'website'>,
  meta: { id: number; receivedAt: Date; publicUrl: string },
): EmailMessage {
  const to = contactRecipient(msg.subject);
  const fields: [string, string][] = [
    ['To', to],
    ['From', msg.name],
    ['Email', msg.email],
    ['Phone', displayPhone(msg.phone)],
    ['Subject', msg.subject],
  ];
  const received = formatIst(meta.receivedAt.toISOString());
  const intro = `A visitor wrote through the contact form at ${meta.publicUrl}/contact.`;
  const reply = `Reply to this email to answer ${msg.name} at ${msg.email}.`;
  const reference = `Contact message #${meta.id}, received ${received}.`;

  const text = [
    intro,
    fields.map(([k, v]) => `${k}: ${v}`).join('\n'),
    `Message:\n${msg.message}`,
    reply,
    reference,
  ].join('\n\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(msg.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:15px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;margin:0 0 16px">
${fields.map(([k, v]) => `<tr><th align="left" style="${cell}">${escapeHtml(k)}</th><td style="${cell}">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p style="margin:0 0 4px;font-weight:bold">Message</p>
<div style="margin:0 0 16px;padding:12px;border-left:4px solid #1d4ed8;background:#f8fafc;white-space:pre-wrap">${escapeHtml(msg.message)}</div>
<p style="margin:0 0 16px">${escapeHtml(reply)}</p>
<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(reference)}</p>
</div></body></html>`;

  return {
    to,
    subject: `Contact form: ${msg.subject} — ${msg.name}`,
    text,
    html,
    replyTo: msg.email,
  };
}
