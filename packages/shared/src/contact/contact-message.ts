import { z } from '../validation/z';
import { emailSchema, mobileSchema, nameSchema } from '../checkout/fields';
import { SHOP } from '../shop/identity';

/** What a message can be about: the /contact form's subject list (spec §5). */
export const CONTACT_SUBJECTS = [
  'Product enquiry',
  'Request a quote',
  'Order status',
  'Technical support',
  'Returns & refunds',
  'Partnership',
  'Other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** Spec §9: the status message under the form disappears after 5 seconds. */
export const CONTACT_MESSAGE_HIDE_MS = 5000;

/** Messages accepted per IP address within the window; more get 429. */
export const CONTACT_LIMIT = { perIp: 5, windowMs: 60 * 60_000 } as const;

/** Texts of the contact form (spec §5, §8). */
export const CONTACT_TEXTS = {
  allRequired: '* All fields are required',
  success: (email: string) => `Message sent successfully! We'll get back to you at ${email} soon.`,
  failure: `Something went wrong. Please try again or contact us directly at ${SHOP.email}`,
  tooMany: (minutes: number) =>
    `You have sent several messages in a short time. Please try again in ${minutes} minute${
      minutes === 1 ? '' : 's'
    }, or call us on ${SHOP.phone} (${SHOP.hours.label}).`,
} as const;

/** Texts under a contact form field when its value is refused. */
export const CONTACT_ERRORS = {
  subject: 'Choose a subject',
  messageRequired: 'Enter your message',
  messageShort: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  messageLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters`,
} as const;

const messageSchema = z
  .string({ error: CONTACT_ERRORS.messageRequired })
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, CONTACT_ERRORS.messageRequired)
      .min(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_ERRORS.messageShort)
      .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_ERRORS.messageLong),
  );

/**
 * A message from the /contact form: all five fields required. `website` is a honeypot that
 * people never see; a value there marks the sender as a bot.
 */
export const contactMessageSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: mobileSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_ERRORS.subject }),
  message: messageSchema,
  website: z.string().optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** True when the honeypot was filled in, which only bots do. */
export const isBotSubmission = (message: Pick<ContactMessage, 'website'>): boolean =>
  (message.website ?? '').trim() !== '';
