import { z } from '../validation/z';
import type { UserRole } from '../auth/user';
import type { AdminOrderSummary } from './orders';
import { pagingShape, searchText } from './paging';

/** GET /api/admin/customers query: `q` matches name, email or mobile number. */
export const customerListQuerySchema = z
  .object({
    q: searchText,
    ...pagingShape,
  })
  .strict();
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** What staff do to an account from its page, told apart by the button pressed (`intent`). */
export const customerFormSchema = z.object({
  intent: z.enum(['disable', 'enable', 'make-admin']),
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
