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

export interface DB {
  products: ProductTable;
  meta: MetaTable;
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  password_resets: PasswordResetTable;
  outbox: OutboxTable;
  carts: CartTable;
}
