import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomerSummary,
  CustomerListQuery,
} from '@shop/shared/admin/customers';
import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { Page } from '@shop/shared/admin/paging';
import { isStaffRole } from '@shop/shared/auth/user';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../lib/domain-errors';
import { deleteUserSessions } from '../../auth/repository';
import { insertAudit, type Actor } from '../audit/repository';
import { assertPermitted } from '../permissions';
import { listUserOrders } from '../../orders/repository';
import { toAdminSummary } from '../orders/views';
import { toPage } from '../paging';
import * as repo from './repository';

/** Orders shown with a customer; older ones are in the order list. */
export const CUSTOMER_ORDERS_SHOWN = 200;

const missing = (id: number) => new NotFoundError(ADMIN_ERRORS.customerNotFound(id));

/** Shop accounts as staff see them, and switching them off and on. */
export class AdminCustomerService {
  constructor(private readonly db: Database) {}

  async list(query: CustomerListQuery): Promise<Page<AdminCustomerSummary>> {
    const { items, total } = await repo.listCustomers(this.db, query);
    return toPage(items, total, query);
  }

  async detail(id: number): Promise<AdminCustomerDetail> {
    const customer = await this.get(id);
    const orders = await listUserOrders(this.db, id, CUSTOMER_ORDERS_SHOWN);
    return { customer, orders: orders.map(toAdminSummary) };
  }

  /**
   * Disables an account: every session of it ends at once (its next request is a guest's) and
   * logging in responds 'This account has been disabled'. Staff cannot disable themselves (ConflictError),
   * and only an owner may disable or enable a back-office account (403, ADR 070).
   */
  async disable(actor: Actor, id: number): Promise<AdminCustomer> {
    if (actor.id === id) {
      throw new ConflictError('cannot_disable_self', ADMIN_ERRORS.cannotDisableSelf);
    }
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const before = await repo.findCustomer(trx, id);
      if (!before) throw missing(id);
      if (isStaffRole(before.role)) assertPermitted(actor.role, 'staff.manage');
      await repo.setDisabled(trx, id, before.disabledAt ?? now.toISOString(), now);
      const endedSessions = await deleteUserSessions(trx, id);
      await insertAudit(
        trx,
        actor,
        {
          action: 'customer.disable',
          entity: 'customer',
          entityId: id,
          details: { email: before.email, endedSessions },
        },
        now,
      );
    });
    return this.get(id);
  }

  /** Lets a disabled account log in again. */
  async enable(actor: Actor, id: number): Promise<AdminCustomer> {
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const before = await repo.findCustomer(trx, id);
      if (!before) throw missing(id);
      if (isStaffRole(before.role)) assertPermitted(actor.role, 'staff.manage');
      await repo.setDisabled(trx, id, null, now);
      await insertAudit(
        trx,
        actor,
        {
          action: 'customer.enable',
          entity: 'customer',
          entityId: id,
          details: { email: before.email, wasDisabledAt: before.disabledAt },
        },
        now,
      );
    });
    return this.get(id);
  }

  private async get(id: number): Promise<AdminCustomer> {
    const customer = await repo.findCustomer(this.db, id);
    if (!customer) throw missing(id);
    return customer;
  }
}
