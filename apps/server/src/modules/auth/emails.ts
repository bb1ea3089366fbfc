import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';

export function welcomeEmail(name: string, publicUrl: string): EmailContent {
  return composeEmail({
    subject: `Welcome to ${SHOP.name}`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Thank you for creating an account with ${SHOP.name}. You can now check out faster, keep your cart on every device and follow your orders from your account.`,
      `Need help choosing a billing machine, printer or software? Call us on ${SHOP.phone} (${SHOP.hours.label}) or reply to this email.`,
    ],
    action: { label: 'Go to your account', url: `${publicUrl}/account` },
  });
}

export function passwordResetEmail(name: string, link: string): EmailContent {
  return composeEmail({
    subject: `Reset your ${SHOP.name} password`,
    greeting: `Hello ${name},`,
    paragraphs: [
      'We received a request to reset the password of your account. Use the link below to choose a new password. It works once, within 1 hour.',
    ],
    action: { label: 'Reset password', url: link },
    after: [
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
}
