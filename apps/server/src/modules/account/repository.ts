import type { Language } from '@shop/shared/i18n/language';
import type { Profile, ProfileInput } from '@shop/shared/auth/schemas';
import type { Database } from '../../db/database';

const blankToNull = (s: string) => (s === '' ? null : s);

export async function findProfile(db: Database, userId: number): Promise<Profile | undefined> {
  const row = await db
    .selectFrom('users')
    .select([
      'email',
      'name',
      'phone',
      'address',
      'city',
      'state',
      'pincode',
      'business_name',
      'gstin',
      'billing_address',
      'billing_city',
      'billing_state',
      'billing_pincode',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    address: row.address ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    pincode: row.pincode ?? '',
    businessName: row.business_name ?? '',
    gstin: row.gstin ?? '',
    billingAddress: row.billing_address ?? '',
    billingCity: row.billing_city ?? '',
    billingState: row.billing_state ?? '',
    billingPincode: row.billing_pincode ?? '',
  };
}

export async function updateProfile(
  db: Database,
  userId: number,
  p: ProfileInput,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      name: p.name,
      phone: blankToNull(p.phone),
      address: blankToNull(p.address),
      city: blankToNull(p.city),
      state: blankToNull(p.state),
      pincode: blankToNull(p.pincode),
      business_name: blankToNull(p.businessName),
      gstin: blankToNull(p.gstin),
      billing_address: blankToNull(p.billingAddress),
      billing_city: blankToNull(p.billingCity),
      billing_state: blankToNull(p.billingState),
      billing_pincode: blankToNull(p.billingPincode),
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

/** Keeps the GST invoice details a checkout used, for the next one (ADR 054). */
export async function updateBusiness(
  db: Database,
  userId: number,
  business: { name: string; gstin: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ business_name: business.name, gstin: business.gstin, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** The language the customer last chose; their orders copy it (ADR 107). */
export async function updateLanguage(db: Database, userId: number, lang: Language): Promise<void> {
  await db
    .updateTable('users')
    .set({ language: lang })
    .where('id', '=', userId)
    .where('language', '!=', lang)
    .execute();
}
