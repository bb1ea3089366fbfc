import type { AuditEntry } from '@shop/shared/admin/audit';
import type { Dashboard } from '@shop/shared/admin/dashboard';
import type { AdminOrderDetail, AdminOrderSummary } from '@shop/shared/admin/orders';
import type { Page } from '@shop/shared/admin/paging';
import { request } from '~/lib/api-client';

/** Query text from a URLSearchParams-like value, without a leading '?'. */
const qs = (params: URLSearchParams | Record<string, string>) =>
  new URLSearchParams(params).toString();

export interface StatusChange {
  status: string;
  carrier?: string;
  trackingNumber?: string;
  note?: string;
}

/** The back office's calls to /api/admin (ADR 020); staff sessions only. */
export const adminApi = {
  dashboard: () => request<Dashboard>('GET', '/api/admin/dashboard'),

  orders: (params: URLSearchParams) =>
    request<Page<AdminOrderSummary>>('GET', `/api/admin/orders?${qs(params)}`),
  order: (orderId: string) =>
    request<{ order: AdminOrderDetail }>('GET', `/api/admin/orders/${encodeURIComponent(orderId)}`),
  changeOrderStatus: (orderId: string, change: StatusChange) =>
    request<{ order: AdminOrderDetail }>(
      'POST',
      `/api/admin/orders/${encodeURIComponent(orderId)}/status`,
      change,
    ),
  cancelOrder: (orderId: string, note?: string) =>
    request<{ order: AdminOrderDetail }>(
      'POST',
      `/api/admin/orders/${encodeURIComponent(orderId)}/cancel`,
      note ? { note } : {},
    ),
  invoiceHref: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/invoice`,
  ordersCsvHref: (from: string, to: string) => `/api/admin/orders.csv?${qs({ from, to })}`,

  audit: (params: URLSearchParams) =>
    request<Page<AuditEntry>>('GET', `/api/admin/audit?${qs(params)}`),
};
