import type { Profile, ProfileInput } from '@shop/shared/auth/schemas';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/domain-errors';
import { authorRenamed } from '../reviews/service';
import type { Language } from '@shop/shared/i18n/language';
import { findProfile, updateBusiness, updateLanguage, updateProfile } from './repository';

/** The shopper's own profile: name and the delivery details checkout starts from. */
export class AccountService {
  constructor(private readonly db: Database) {}

  async profile(userId: number): Promise<Profile> {
    const profile = await findProfile(this.db, userId);
    if (!profile) throw new NotFoundError('No such account');
    return profile;
  }

  /** Replaces the profile with already-validated values; the email is not changed here. */
  async updateProfile(userId: number, input: ProfileInput): Promise<Profile> {
    await this.db.transaction().execute(async (trx) => {
      const before = await findProfile(trx, userId);
      await updateProfile(trx, userId, input, new Date());
      // Published reviews show the author's name.
      if (before && before.name !== input.name) await authorRenamed(trx, userId);
    });
    return this.profile(userId);
  }

  /** Saves the business name and GSTIN a checkout's GST invoice used (already validated). */
  async saveBusiness(userId: number, business: { name: string; gstin: string }): Promise<void> {
    await updateBusiness(this.db, userId, business, new Date());
  }

  /** Remembers the language the customer last shopped in; emails about their orders use it. */
  async rememberLanguage(userId: number, lang: Language): Promise<void> {
    await updateLanguage(this.db, userId, lang);
  }
}
