import type { Dashboard } from '@shop/shared/admin/dashboard';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../../email/layout';

/**
 * The staff's morning digest (ADR 069): products at or under their low-stock threshold, then
 * what waits for staff today, each with the back-office page that handles it.
 */
export function stockDigestEmail(date: string, d: Dashboard, publicUrl: string): EmailContent {
  const admin = `${publicUrl}/admin`;
  const low = d.lowStock;
  const lowText =
    low.length === 0
      ? 'No product is at or under its low-stock alert.'
      : [
          `${low.length} product${low.length === 1 ? ' is' : 's are'} at or under the low-stock alert:`,
          ...low.map(
            (p) =>
              `• ${p.name}: ${p.stock === 0 ? 'out of stock' : `${p.stock} left`} (alert at ${p.lowStockThreshold})`,
          ),
        ].join('\n');
  return composeEmail({
    subject: `${SHOP.name} today, ${date}: ${low.length} low on stock, ${d.ordersToShip} to ship`,
    greeting: 'Good morning,',
    paragraphs: [
      lowText,
      [
        'Waiting for the shop today:',
        `• Orders to ship: ${d.ordersToShip} (${admin}/orders)`,
        `• Returns to handle: ${d.returnsToHandle} (${admin}/returns)`,
        `• Unanswered messages: ${d.unansweredMessages} (${admin}/messages)`,
      ].join('\n'),
    ],
    action: { label: 'Products low on stock', url: `${admin}/products?stock=low` },
    after: [
      'You get this email once a day at 8:00 India time because you have a back-office account. ' +
        'No email is sent on a day with nothing low on stock and nothing waiting.',
    ],
  });
}
