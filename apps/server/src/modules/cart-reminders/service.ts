import {
  CART_REMINDER_AFTER_HOURS,
  UNSUBSCRIBE_MESSAGES,
  unsubscribePath,
  type CartReminderSubscription,
} from '@shop/shared/cart/reminders';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { InvalidInputError } from '../../lib/domain-errors';
import { PeriodicJob } from '../../lib/periodic-job';
import type { CartService } from '../cart/service';
import type { EmailService } from '../email/service';
import { languageOf, linkIn } from '../email/language';
import { cartReminderEmail } from './emails';
import { cartsDueForReminder, claimReminder, findCustomer, setCartReminders } from './repository';
import { UnsubscribeTokens } from './tokens';

const HOURLY = 3_600_000;
const WAIT_MS = CART_REMINDER_AFTER_HOURS * HOURLY;

const invalidLink = () =>
  new InvalidInputError('invalid_unsubscribe_link', UNSUBSCRIBE_MESSAGES.invalid);

/**
 * Cart reminders (ADR 061): once an hour each process looks for signed-in customers' carts left
 * unchanged for a day and queues one reminder per cart. The claim on the cart row and the email
 * are one transaction, so several processes running together send each reminder once.
 */
export class CartReminders {
  /** Runs now and then once an hour in this process. */
  readonly job: PeriodicJob;
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly db: Database,
    private readonly carts: CartService,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.tokens = new UnsubscribeTokens(db);
    this.job = new PeriodicJob('cart reminders', HOURLY, () => this.run(), log);
  }

  /** One round as of `now`: answers the customers reminded by this process. */
  async run(now: Date = new Date()): Promise<number[]> {
    const before = new Date(now.getTime() - WAIT_MS).toISOString();
    const reminded: number[] = [];
    for (const userId of await cartsDueForReminder(this.db, before)) {
      const customer = await findCustomer(this.db, userId);
      // Priced from the catalogue: products it no longer sells are left out.
      const items = await this.carts.get({ userId });
      if (!customer || items.length === 0) continue;
      const token = await this.tokens.tokenFor(userId);
      const lang = languageOf(customer.language);
      const mail = cartReminderEmail(customer, items, token, this.publicUrl, lang);
      const unsubscribe = linkIn(lang, `${this.publicUrl}${unsubscribePath(token)}`);
      const sent = await this.db.transaction().execute(async (trx) => {
        if (!(await claimReminder(trx, userId, before, now))) return false;
        await this.email.send(
          { to: customer.email, ...mail, headers: { 'List-Unsubscribe': `<${unsubscribe}>` } },
          trx,
        );
        return true;
      });
      if (sent) reminded.push(userId);
    }
    if (reminded.length > 0) {
      this.email.wake();
      this.log.info({ customers: reminded.length }, 'cart reminders queued');
    }
    return reminded;
  }

  /** Whether the token's customer still gets reminders; a forged token is InvalidInputError. */
  async subscription(token: string): Promise<CartReminderSubscription> {
    const userId = await this.tokens.userOf(token);
    const customer = userId === undefined ? undefined : await findCustomer(this.db, userId);
    if (!customer) throw invalidLink();
    return { subscribed: customer.cart_reminders === 1 };
  }

  /** Stops the token's customer's cart reminders (again: nothing changes). */
  async unsubscribe(token: string): Promise<CartReminderSubscription> {
    const userId = await this.tokens.userOf(token);
    if (userId === undefined || !(await setCartReminders(this.db, userId, false))) {
      throw invalidLink();
    }
    this.log.info({ userId }, 'cart reminders: unsubscribed');
    return { subscribed: false };
  }
}
