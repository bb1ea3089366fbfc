import { gstinStateCode } from '@shop/shared/india/gstin';
import { stateByName } from '@shop/shared/india/states';
import type { Database } from '../../db/database';

/**
 * The business profile's billing address (ADR 104) for a B2B order's tax invoice, as its lines
 * ("street\ncity, state PIN"), when the profile has one in the GSTIN's state; otherwise null and
 * the invoice bills to the delivery address as before (the GSTIN is that state's, ADR 054).
 */
export async function billingAddressFor(
  db: Database,
  userId: number,
  gstin: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select(['billing_address', 'billing_city', 'billing_state', 'billing_pincode'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.billing_address || !row.billing_city || !row.billing_state || !row.billing_pincode) {
    return null;
  }
  const state = stateByName(row.billing_state);
  if (!state || state.code !== gstinStateCode(gstin)) return null;
  return `${row.billing_address}\n${row.billing_city}, ${state.name} ${row.billing_pincode}`;
}
