export const invoiceUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;
