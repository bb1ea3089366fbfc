import type { AdminMessage } from '@shop/shared/admin/messages';
import type { ContactSubject } from '@shop/shared/contact/contact-message';
import { formatIst } from '@shop/shared/format/india-time';
import { contactRecipient } from '../../contact/emails';
import { composeEmail } from '../../email/layout';
import type { EmailMessage } from '../../email/service';

/**
 * The shop's answer to a contact message: the reply's paragraphs, then the message it answers
 * quoted. Replying to it reaches the address the message was meant for (support or sales).
 */
export function messageReplyEmail(message: AdminMessage, body: string): EmailMessage {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: message.email,
    // The subject was one of the form's choices when stored (shared contact schema).
    replyTo: contactRecipient(message.subject as ContactSubject),
    ...composeEmail({
      subject: `Re: ${message.subject}`,
      greeting: `Dear ${message.name},`,
      paragraphs: body
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean),
      after: [`You wrote on ${formatIst(message.createdAt)}:\n${quoted}`],
    }),
  };
}
