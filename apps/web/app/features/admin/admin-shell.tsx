import { can, ROLE_LABELS, type Permission } from '@shop/shared/admin/permissions';
import type { StaffRole } from '@shop/shared/auth/user';
import { SHOP } from '@shop/shared/shop/identity';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LogoutButton } from '~/features/account';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import type { IconName } from '~/components/ui/icon-names';

const LINKS = [
  { to: '/admin', label: 'Dashboard', icon: 'layout-dashboard', end: true },
  { to: '/admin/products', label: 'Products', icon: 'package', end: false },
  { to: '/admin/orders', label: 'Orders', icon: 'shopping-bag', end: false },
  { to: '/admin/ship', label: 'To ship', icon: 'truck', end: false },
  { to: '/admin/quotes', label: 'Quotations', icon: 'receipt-indian-rupee', end: false },
  { to: '/admin/returns', label: 'Returns', icon: 'rotate-ccw', end: false },
  { to: '/admin/messages', label: 'Messages', icon: 'message-square', end: false },
  { to: '/admin/customers', label: 'Customers', icon: 'users', end: false },
  { to: '/admin/reviews', label: 'Reviews', icon: 'star', end: false },
  { to: '/admin/gst', label: 'GST returns', icon: 'receipt-indian-rupee', end: false },
  { to: '/admin/e-invoices', label: 'E-invoices', icon: 'file-clock', end: false },
  { to: '/admin/audit', label: 'Audit log', icon: 'file-clock', end: false },
  { to: '/admin/throttles', label: 'Sign-in limits', icon: 'lock', end: false },
  { to: '/admin/cod-pincodes', label: 'COD by PIN code', icon: 'map-pin', end: false },
  { to: '/admin/staff', label: 'Staff', icon: 'shield-check', end: false, needs: 'staff.manage' },
] as const satisfies readonly {
  to: string;
  label: string;
  icon: IconName;
  end: boolean;
  needs?: Permission;
}[];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center whitespace-nowrap gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700'
  }`;

/**
 * The back office's own frame: a bar with the shop's name, a way back to the shop and
 * Log out instead of the storefront's header and footer; a sidebar on wide screens, a scrolling
 * row of links on phones.
 */
export function AdminShell({
  email,
  role,
  children,
}: {
  email: string;
  role: StaffRole;
  children: ReactNode;
}) {
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <Container className="flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
          <Link to="/admin" className="font-bold text-slate-900">
            {SHOP.name} <span className="font-medium text-slate-500">· Back office</span>
          </Link>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="hidden text-slate-600 sm:inline">
              {email} · {ROLE_LABELS[role]}
            </span>
            <Link to="/" className="font-medium text-brand-700 hover:underline">
              View shop
            </Link>
            <LogoutButton className={buttonClass('outline', 'sm')}>Log out</LogoutButton>
          </div>
        </Container>
      </div>
      <AdminFrame role={role}>{children}</AdminFrame>
    </>
  );
}

function AdminFrame({ role, children }: { role: StaffRole; children: ReactNode }) {
  const links = LINKS.filter((l) => !('needs' in l) || can(role, l.needs));
  return (
    <Container className="py-6 sm:py-8">
      <div className="lg:grid lg:grid-cols-[13rem_1fr] lg:gap-8">
        <nav aria-label="Back office" className="mb-6 lg:mb-0">
          <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:block">
            Back office
          </p>
          <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:flex-col lg:overflow-visible">
            {links.map(({ to, label, icon, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={linkClass}>
                  <Icon name={icon} className="h-4 w-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </Container>
  );
}

/** What a signed-in customer sees at /admin (responded with status 403). */
export function StaffOnly({ message }: { message: string }) {
  return (
    <Container className="py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold text-slate-900">Staff only</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        Back to the shop
      </a>
    </Container>
  );
}
