import type { StaffRole } from '@shop/shared/auth/user';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../../email/layout';

/** To someone given a new back-office account: a link to choose its password. */
export function staffInviteEmail(
  role: StaffRole,
  invitedBy: string,
  link: string,
  days: number,
): EmailContent {
  return composeEmail({
    subject: `Your ${SHOP.name} back-office account`,
    greeting: 'Hello,',
    paragraphs: [
      `${invitedBy} has added you to ${SHOP.name}'s back office as ${role === 'owner' ? 'an owner' : 'a member of staff'}. Use the link below to choose your password. It works once, within ${days} days.`,
      'Once your password is set, log in with this email address and open the back office from your account menu.',
    ],
    action: { label: 'Choose your password', url: link },
    after: ['If you were not expecting this, you can ignore this email.'],
  });
}
