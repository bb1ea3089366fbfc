import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  Profile,
  ProfileInput,
  ResetPasswordInput,
  SignupInput,
} from '../auth/schemas';
import type { Page } from '../admin/paging';
import type {
  AdminProduct,
  AdminProductListQuery,
  AdminProductSummary,
  ProductInput,
  ProductUpdate,
} from '../admin/products';
import type { UploadedImage } from '../admin/uploads';
import type { SessionUser } from '../auth/user';
import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomerSummary,
  CustomerListQuery,
} from '../admin/customers';
import type { AdminMessage, MessageListQuery, MessagePage } from '../admin/messages';
import type { AuditEntry, AuditListQuery } from '../admin/audit';
import type { Dashboard } from '../admin/dashboard';
import type { AdminOrderDetail, AdminOrderListQuery, AdminOrderSummary } from '../admin/orders';
import type { CartItem } from '../cart/cart';
import type {
  BrandCount,
  CatalogueHighlights,
  CategoryCount,
  ProductDetail,
  ProductPage,
} from '../catalogue/listing';
import type { Product } from '../catalogue/product';
import type { ProductListQuery } from '../catalogue/query';
import type { ContactMessage } from '../contact/contact-message';
import type { OrderDetail, OrderSummary, OrderTracking } from '../orders/order';
import type { PlaceOrderInput } from '../orders/place-order';
import type { StatusChange } from '../orders/status-change';
import type { TrackOrderInput } from '../orders/track-order';
import type { PaymentMode } from '../payments/mode';
import type { BuyNowInput } from '../payments/payment';
import type {
  HideReason,
  ModeratedReview,
  ModerationPage,
  MyReview,
  ProductReviews,
  RatingSummary,
  ReviewInput,
  ReviewOfProduct,
  ReviewStatus,
} from '../reviews/review';

/**
 * What the server hands to page loaders and actions: the services they call in-process, never
 * over HTTP (issue 12). Each is bound to the request: its session, its client address, its reply
 * (a sign-in sets the session cookie on the page's answer). A refusal is thrown as the service's
 * domain error, which `asRefusal` (./refusal.ts) reads.
 */
export interface CatalogueReader {
  list(query: ProductListQuery): Promise<ProductPage>;
  detail(id: number): Promise<ProductDetail | undefined>;
  lookup(ids: readonly number[]): Promise<Product[]>;
  categories(): Promise<CategoryCount[]>;
  brands(): Promise<BrandCount[]>;
  highlights(): Promise<CatalogueHighlights>;
}

/** Published reviews (ADR 051): what anyone may read. */
export interface ReviewReader {
  /** The product's rating summary and one page of its approved reviews, newest first. */
  forProduct(productId: number, page?: number): Promise<ProductReviews>;
  /** Every approved review of the shop: the rating the shop's claims quote. */
  shopSummary(): Promise<RatingSummary>;
  /** The newest approved reviews, whatever their stars. */
  latest(limit: number): Promise<ReviewOfProduct[]>;
}

/** Signing in and out from a page's form; each sets or clears the session cookie. */
export interface SessionActions {
  login(input: LoginInput): Promise<SessionUser>;
  signup(input: SignupInput): Promise<SessionUser>;
  /** Ends this request's session, if any; a guest's logout does nothing. */
  logout(): Promise<void>;
  /** Emails a reset link when the address has an account; the answer never says which. */
  requestPasswordReset(input: ForgotPasswordInput): Promise<void>;
  resetPassword(input: ResetPasswordInput): Promise<void>;
}

/** What anyone may ask of the shop from a page, limited per address by the server. */
export interface VisitorActions {
  /** The order's status for whoever knows its id and its email or mobile number. */
  trackOrder(input: TrackOrderInput): Promise<OrderTracking>;
  /** A message from the contact form, kept and emailed to the shop. */
  sendMessage(input: ContactMessage): Promise<void>;
}

/** The signed-in shopper's own records. */
export interface ShopperPages {
  profile(): Promise<Profile>;
  updateProfile(input: ProfileInput): Promise<Profile>;
  /** Ends the shopper's other sessions too; answers how many. */
  changePassword(input: ChangePasswordInput): Promise<number>;
  /** Ends every session of the shopper's but this one; answers how many. */
  signOutOtherSessions(): Promise<number>;
  /** Newest first. */
  orders(): Promise<OrderSummary[]>;
  /** Undefined when there is no such order of this shopper's (another's is not told apart). */
  order(orderId: string): Promise<OrderDetail | undefined>;
  /**
   * Places an order priced and stocked by the server (ADR 012) under the attempt's idempotency
   * key: the same key and order again answer the same order; the ordered products leave the cart.
   */
  placeOrder(key: string, input: PlaceOrderInput): Promise<OrderDetail>;
  /** The id of the order this key already placed, if any. */
  orderPlacedWith(key: string): Promise<string | undefined>;
  /**
   * Buy Now (ADR 017): one product to the profile's address, the cart untouched. Refused with
   * invalid_input 'address_required' (naming the missing fields) when the profile lacks them.
   */
  buyNow(key: string, input: BuyNowInput): Promise<OrderDetail>;
  /** Demo mode only: marks the order paid as a demo, nothing charged (ADR 016). */
  payDemo(orderId: string): Promise<void>;
  /** The shopper's review of the product and whether they may write one. */
  myReview(productId: number): Promise<MyReview>;
  /** Writes or edits it; refused (forbidden) without a delivered order containing the product. */
  saveReview(productId: number, input: ReviewInput): Promise<MyReview>;
}

/** A file from a page's multipart form (the web's File has these). */
export interface FormFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** What the back office's pages do, for a signed-in member of staff. */
export interface StaffPages {
  /** The catalogue as staff edit it (AdminProductService); every write is audited as them. */
  products: {
    list(query: AdminProductListQuery): Promise<Page<AdminProductSummary>>;
    /** Undefined when there is no such product. */
    get(id: number): Promise<AdminProduct | undefined>;
    create(input: ProductInput): Promise<AdminProduct>;
    update(id: number, input: ProductUpdate): Promise<AdminProduct>;
    setHidden(id: number, hidden: boolean): Promise<AdminProduct>;
    /** Refused (conflict 'product_has_orders') for a product on any order: hide it instead. */
    remove(id: number): Promise<void>;
  };
  /**
   * Product images (UploadService.store, as POST /api/admin/uploads): JPEG, PNG or WebP up to
   * MAX_UPLOAD_BYTES, judged by their first bytes; refused with invalid_input otherwise.
   */
  uploads: {
    store(file: FormFile): Promise<UploadedImage>;
  };
  reviews: {
    moderation(query: { status?: ReviewStatus; page: number }): Promise<ModerationPage>;
    approve(id: number): Promise<ModeratedReview>;
    hide(id: number, reason: HideReason): Promise<ModeratedReview>;
    reply(id: number, text: string): Promise<ModeratedReview>;
  };
  /** The contact inbox (ADR 020). */
  messages: {
    list(query: MessageListQuery): Promise<MessagePage>;
    /** Undefined when there is no such message. */
    get(id: number): Promise<AdminMessage | undefined>;
    setRead(id: number, read: boolean): Promise<AdminMessage>;
  };
  /** Shop accounts: search, one with its orders, switch off and on, make staff. */
  customers: {
    list(query: CustomerListQuery): Promise<Page<AdminCustomerSummary>>;
    /** Undefined when there is no such account. */
    detail(id: number): Promise<AdminCustomerDetail | undefined>;
    /** Refused (conflict) for the staff member's own account. */
    disable(id: number): Promise<AdminCustomer>;
    enable(id: number): Promise<AdminCustomer>;
    /** Refused (conflict) when the account is already staff. */
    makeAdmin(id: number): Promise<AdminCustomer>;
  };
  orders: {
    list(query: AdminOrderListQuery): Promise<Page<AdminOrderSummary>>;
    /** Undefined when there is no such order. */
    detail(orderId: string): Promise<AdminOrderDetail | undefined>;
    /** Moves the order on as the lifecycle allows (a conflict refusal otherwise); audited. */
    changeStatus(orderId: string, change: StatusChange): Promise<AdminOrderDetail>;
    /** Cancels an order that has not shipped (its units go back on the shelf); audited. */
    cancel(orderId: string, note: string | undefined): Promise<AdminOrderDetail>;
  };
  /** Sales today, in 7 and 30 India days; pending payments; low stock; unread messages. */
  dashboard(): Promise<Dashboard>;
  /** The audit log, newest first. */
  audit(query: AuditListQuery): Promise<Page<AuditEntry>>;
}

/**
 * This visitor's cart on the server (ADR 042): the signed-in shopper's, or a guest's named by the
 * `cart_id` cookie, which the first change sets on the page's reply. Each change answers with the
 * cart as it now is, priced from the catalogue. An unknown product is refused (invalid_input).
 */
export interface CartActions {
  items(): Promise<CartItem[]>;
  /** Adds `quantity` (1..MAX_LINE_QUANTITY) to the product's line, or a new line. */
  add(productId: number, quantity: number): Promise<CartItem[]>;
  /** Sets the line's quantity; 0 removes it. */
  setQuantity(productId: number, quantity: number): Promise<CartItem[]>;
  remove(productId: number): Promise<CartItem[]>;
  clear(): Promise<CartItem[]>;
}

/**
 * This visitor's wishlist on the server (ADR 047): the signed-in shopper's, or a guest's named by
 * the cart's `cart_id` cookie, which the first change sets on the page's reply. Products the
 * catalogue no longer sells are left out. An unknown product is refused (invalid_input).
 */
export interface WishlistActions {
  /** The saved products' ids, in the order they were saved (cheap: for hearts and the header). */
  ids(): Promise<number[]>;
  /** The saved products from the catalogue, in the order they were saved. */
  products(): Promise<Product[]>;
  /** Saves a product (again: nothing changes); answers the ids now saved. */
  add(productId: number): Promise<number[]>;
  /** Takes a product off; answers the ids now saved. */
  remove(productId: number): Promise<number[]>;
}

export interface PageContext {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** Absolute origin for canonical links, Open Graph and JSON-LD, without trailing slash. */
  publicUrl: string;
  catalogue: CatalogueReader;
  reviews: ReviewReader;
  /** The signed-in shopper from the session cookie, or null for a guest. */
  user: SessionUser | null;
  session: SessionActions;
  cart: CartActions;
  wishlist: WishlistActions;
  visitor: VisitorActions;
  /** Demo (nothing is charged; the Pay button says so) or live Razorpay payments (ADR 016). */
  paymentMode: PaymentMode;
  /** The signed-in shopper's services; null for a guest, so a loader must decide first. */
  shopper: ShopperPages | null;
  /** The back office's services; null unless the visitor is signed in as staff. */
  staff: StaffPages | null;
}
