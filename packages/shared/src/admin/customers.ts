import { z } from '../validation/z';
import type { UserRole } from '../auth/user';
import type { AdminOrderSummary } from './orders';
import { pagingShape, searchText, sortParam } from './paging';

/** The customers list's orders: newest account, name, most orders, most spent. */
export const CUSTOMER_SORTS = ['newest', 'name', 'orders-high', 'spent-high'] as const;

/** GET /api/admin/customers query: `q` matches name, email or mobile number; `sort` as CUSTOMER_SORTS. */
export const customerListQuerySchema = z
  .object({
    q: searchText,
    sort: sortParam(CUSTOMER_SORTS),
    ...pagingShape,
  })
  .strict();
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** What staff do to an account from its page, told apart by the button pressed (`intent`). */
export const customerFormSchema = z.object({
  intent: z.enum(['disable', 'enable', 'add-staff']),
});

/** A row of the back office customer list. */
export interface AdminCustomerSummary {
  id: number;
  /** Display name (the email's local part when none was given). */
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  disabled: boolean;
  disabledAt: string | null;
  createdAt: string;
  orderCount: number;
  /** Total of the account's orders that were not cancelled, in paise. */
  totalSpentPaise: number;
}

/** GET /api/admin/customers/:id. */
export interface AdminCustomer extends AdminCustomerSummary {
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
}

export interface AdminCustomerDetail {
  customer: AdminCustomer;
  /** Newest first. */
  orders: AdminOrderSummary[];
}
