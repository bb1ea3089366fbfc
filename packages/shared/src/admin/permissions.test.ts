import { describe, expect, it } from 'vitest';
import { isStaff, isStaffRole } from '../auth/user';
import { can, permissionsOf } from './permissions';

describe('roles and permissions (ADR 070)', () => {
  it('gives staff the day’s work and keeps money, prices, staff and settings for owners', () => {
    expect(permissionsOf('staff')).toEqual(['orders', 'stock', 'messages', 'reviews', 'customers']);
    expect(permissionsOf('owner')).toEqual([
      'orders',
      'stock',
      'messages',
      'reviews',
      'customers',
      'staff.manage',
      'refunds',
      'prices',
      'settings',
      'throttles',
    ]);
  });

  it('gives customers and nobody nothing', () => {
    expect(permissionsOf('customer')).toEqual([]);
    expect(can(undefined, 'orders')).toBe(false);
    expect(can(null, 'refunds')).toBe(false);
  });

  it('opens the back office to owners and staff only', () => {
    expect(isStaff({ role: 'owner' })).toBe(true);
    expect(isStaff({ role: 'staff' })).toBe(true);
    expect(isStaff({ role: 'customer' })).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isStaffRole('admin')).toBe(false);
  });
});
