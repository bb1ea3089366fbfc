import type { Generated } from 'kysely';

export interface ProductTable {
  id: Generated<number>;
  name: string;
  category: string;
  brand: string;
  price: number;
  original_price: number | null;
  rating: number;
  reviews: number;
  badge: string | null;
  stock: number;
  hsn: string;
  description: string;
  /** JSON array of strings. */
  features: string;
  /** JSON array of { name, value }. */
  specifications: string;
  /** JSON array of image paths. */
  images: string;
  hidden: number;
  created_at: string;
  updated_at: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface UserTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: Generated<string>;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  role: Generated<string>;
  disabled_at: string | null;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  /** SHA-256 (hex) of the cookie token. */
  id: string;
  user_id: number;
  remember: number;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** One failed (or in-flight) login, counted by email and by IP address. */
export interface LoginAttemptTable {
  id: Generated<number>;
  email: string;
  ip: string;
  at: string;
}

export interface PasswordResetTable {
  /** SHA-256 (hex) of the emailed token. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  /** JSON object of extra header name → value. */
  headers: Generated<string>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface CartTable {
  user_id: number;
  /** JSON array of { id, quantity }. */
  items: string;
  updated_at: string;
}

/** The spec §3 order record. Amounts are integer paise. */
export interface OrderTable {
  /** 'ORD' + millisecond timestamp. */
  order_id: string;
  user_id: number;
  customer_name: string;
  customer_email: string;
  /** 10 digits. */
  customer_phone: string;
  /** 'address, city, state pincode'. */
  delivery_address: string;
  address: string;
  city: string;
  state: string;
  /** GST state code of the delivery state, e.g. '27'. */
  state_code: string;
  pincode: string;
  /** 'Name × 2, Other × 1'. */
  items: string;
  total_items: number;
  subtotal: number;
  shipping: number;
  tax: number;
  total_amount: number;
  /** UPI, CARD, NETBANKING or WALLET. */
  payment_method: string;
  payment_status: string;
  order_status: string;
  business_name: string | null;
  business_gstin: string | null;
  /** India time text, e.g. '21/11/2026, 4:35:12 pm'. */
  timestamp: string;
  invoice_number: string | null;
  invoice_date: string | null;
  /** Razorpay's pay_… id, or DEMO-… for a demo payment; set when the order is Paid. */
  payment_reference: string | null;
  /** UTC ISO time the order became Paid. */
  paid_at: string | null;
  /** 1 when the order was marked Paid in demo mode (nothing was charged). */
  payment_demo: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: string;
  line_no: number;
  product_id: number;
  name: string;
  hsn: string;
  /** Paise. */
  unit_price: number;
  quantity: number;
  /** Paise. */
  taxable_value: number;
  /** Percent. */
  tax_rate: number;
  /** Paise. */
  tax_amount: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: string;
  status: string;
  note: string | null;
  carrier: string | null;
  tracking_number: string | null;
  at: string;
}

export interface OrderIdempotencyKeyTable {
  user_id: number;
  key: string;
  /** SHA-256 (hex) of the canonical request body. */
  request_hash: string;
  order_id: string | null;
  status_code: number | null;
  created_at: string;
}

export interface InvoiceCounterTable {
  /** '26-27'. */
  financial_year: string;
  last_number: number;
}

export interface OrderTrackAttemptTable {
  id: Generated<number>;
  ip: string;
  at: string;
}

/** A message from the /contact form. */
export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased. */
  email: string;
  /** 10 digits. */
  phone: string;
  subject: string;
  message: string;
  ip: string;
  user_agent: string | null;
  /** When someone at the shop dealt with it. */
  read_at: string | null;
  created_at: string;
}

/** One accepted /contact submission, counted per IP address for the rate limit. */
export interface ContactAttemptTable {
  id: Generated<number>;
  ip: string;
  at: string;
}

export type PaymentRowMode = 'live' | 'demo';
/** created: waiting for the shopper; failed: the last attempt failed (retryable); paid. */
export type PaymentRowStatus = 'created' | 'failed' | 'paid';

/** One Razorpay order created for one of our orders (or one demo payment). Amounts in paise. */
export interface PaymentTable {
  id: Generated<number>;
  order_id: string;
  mode: PaymentRowMode;
  /** order_… ; null for demo payments. */
  razorpay_order_id: string | null;
  /** pay_… of the payment that paid it (or of the last failed attempt). DEMO-… for demo. */
  razorpay_payment_id: string | null;
  amount_paise: number;
  currency: Generated<string>;
  status: PaymentRowStatus;
  /** upi, card, netbanking, wallet, … as Razorpay reports it. */
  method: string | null;
  /** Why the last attempt failed, as Razorpay or the shopper's browser said. */
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A Razorpay webhook event (x-razorpay-event-id) already handled; each is handled once. */
export interface ProcessedWebhookEventTable {
  event_id: string;
  event: string;
  received_at: string;
}

/** One change made by a member of staff (ADR 020). */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null for changes made from the command line. */
  actor_user_id: number | null;
  actor_email: string;
  /** 'product.update', 'order.status', … */
  action: string;
  /** 'product', 'upload', 'order', 'message' or 'customer'. */
  entity: string;
  entity_id: string;
  /** JSON object describing the change. */
  details: Generated<string>;
  at: string;
}

export interface DB {
  products: ProductTable;
  meta: MetaTable;
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  password_resets: PasswordResetTable;
  outbox: OutboxTable;
  carts: CartTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_status_history: OrderStatusHistoryTable;
  order_idempotency_keys: OrderIdempotencyKeyTable;
  invoice_counters: InvoiceCounterTable;
  order_track_attempts: OrderTrackAttemptTable;
  contact_messages: ContactMessageTable;
  contact_attempts: ContactAttemptTable;
  payments: PaymentTable;
  processed_webhook_events: ProcessedWebhookEventTable;
  audit_log: AuditLogTable;
}
