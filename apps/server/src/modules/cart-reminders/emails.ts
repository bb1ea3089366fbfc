import type { CartItem } from '@shop/shared/cart/cart';
import { unsubscribePath } from '@shop/shared/cart/reminders';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';

/** The one reminder of a cart: what is in it, the way back to it, and how to stop these emails. */
export function cartReminderEmail(
  customer: { name: string },
  items: readonly CartItem[],
  token: string,
  publicUrl: string,
): EmailContent {
  const unsubscribe = `${publicUrl}${unsubscribePath(token)}`;
  return composeEmail({
    subject: `You left ${items.length === 1 ? 'an item' : `${items.length} items`} in your cart — ${SHOP.name}`,
    greeting: `Hello ${customer.name || 'there'},`,
    paragraphs: [
      'You left these in your cart. They are still there, ready when you are:',
      items.map((i) => `• ${i.name} × ${i.quantity}`).join('\n'),
      'Prices and stock are checked again when you place your order.',
    ],
    action: { label: 'View your cart', url: `${publicUrl}/cart` },
    after: [
      `This is the only reminder we send about this cart. To get no more cart reminders, unsubscribe here: ${unsubscribe}`,
    ],
  });
}
