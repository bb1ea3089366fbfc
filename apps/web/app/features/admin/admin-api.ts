import type { AdminCustomerDetail, AdminCustomerSummary } from '@shop/shared/admin/customers';
import type { AdminMessage, MessagePage } from '@shop/shared/admin/messages';
import type { Page } from '@shop/shared/admin/paging';
import type {
  AdminProduct,
  AdminProductSummary,
  ProductInputDraft,
} from '@shop/shared/admin/products';
import type { UploadedImage } from '@shop/shared/admin/uploads';
import { request, requestForm } from '~/lib/api-client';

/** Query text from a URLSearchParams-like value, without a leading '?'. */
const qs = (params: URLSearchParams | Record<string, string>) =>
  new URLSearchParams(params).toString();

/** The back office's calls to /api/admin (ADR 020); staff sessions only. */
export const adminApi = {
  products: (params: URLSearchParams) =>
    request<Page<AdminProductSummary>>('GET', `/api/admin/products?${qs(params)}`),
  product: (id: number) => request<{ product: AdminProduct }>('GET', `/api/admin/products/${id}`),
  createProduct: (input: ProductInputDraft) =>
    request<{ product: AdminProduct }>('POST', '/api/admin/products', input),
  updateProduct: (id: number, input: ProductInputDraft) =>
    request<{ product: AdminProduct }>('PUT', `/api/admin/products/${id}`, input),
  setProductHidden: (id: number, hidden: boolean) =>
    request<{ product: AdminProduct }>(
      'POST',
      `/api/admin/products/${id}/${hidden ? 'hide' : 'unhide'}`,
    ),
  deleteProduct: (id: number) => request<unknown>('DELETE', `/api/admin/products/${id}`),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return requestForm<{ image: UploadedImage }>('/api/admin/uploads', form);
  },

  messages: (params: URLSearchParams) =>
    request<MessagePage>('GET', `/api/admin/messages?${qs(params)}`),
  message: (id: number) => request<{ message: AdminMessage }>('GET', `/api/admin/messages/${id}`),
  setMessageRead: (id: number, read: boolean) =>
    request<unknown>('POST', `/api/admin/messages/${id}/${read ? 'read' : 'unread'}`),

  customers: (params: URLSearchParams) =>
    request<Page<AdminCustomerSummary>>('GET', `/api/admin/customers?${qs(params)}`),
  customer: (id: number) => request<AdminCustomerDetail>('GET', `/api/admin/customers/${id}`),
  setCustomerDisabled: (id: number, disabled: boolean) =>
    request<unknown>('POST', `/api/admin/customers/${id}/${disabled ? 'disable' : 'enable'}`),
};
