import type { ClearThrottle, Throttle } from '../admin/throttles';
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
import type { SavedAddress, SavedAddressInput } from '../account/addresses';
import type { PinPlace } from '../india/pincodes';
import type {
  AdminProduct,
  AdminProductListQuery,
  AdminProductSummary,
  ProductInput,
  ProductUpdate,
  ProductVersion,
} from '../admin/products';
import type { UploadedImage } from '../admin/uploads';
import type { SessionUser, StaffRole } from '../auth/user';
import type { AddStaff, StaffAdded, StaffMember } from '../admin/staff';
import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomerSummary,
  CustomerListQuery,
} from '../admin/customers';
import type { AdminMessage, MessageListQuery, MessagePage } from '../admin/messages';
import type { ImportReport } from '../admin/product-import';
import type { AuditEntry, AuditListQuery } from '../admin/audit';
import type { Dashboard } from '../admin/dashboard';
import type { DispatchInput, ShipQueue, ShipQueueQuery } from '../admin/dispatch';
import type { PartAFile } from '../eway-bills/part-a';
import type { EwayBillView, EwayRecordInput } from '../eway-bills/record';
import type { GstMonthSummary } from '../gst-returns/summary';
import type { StockMovement } from '../admin/stock';
import type { AdminOrderDetail, AdminOrderListQuery, AdminOrderSummary } from '../admin/orders';
import type { CartItem } from '../cart/cart';
import type { CartReminderSubscription } from '../cart/reminders';
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
import type { ReturnListQuery } from '../returns/responses';
import type { ModerationQuery } from '../reviews/responses';
import type { AdminReturnSummary, OrderReturns, ReturnRequestInput } from '../returns/returns';
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
} from '../reviews/review';

/**
 * What the server hands to page loaders and actions: the services they call in-process, never
 * over HTTP. Each is bound to the request: its session, its client address, its reply
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
  /**
   * The product's rating summary and one page of its approved reviews, newest first;
   * `published`, the product's review count when known (0: nothing to read).
   */
  forProduct(productId: number, page?: number, published?: number): Promise<ProductReviews>;
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
  /** Whether a signed unsubscribe token's customer still gets cart reminders (ADR 061). */
  cartReminders(token: string): Promise<CartReminderSubscription>;
  /** Stops them (again: nothing changes); a forged token is refused as invalid_input. */
  unsubscribeCartReminders(token: string): Promise<CartReminderSubscription>;
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
  /** The order's returns and refunds (ADR 058); undefined when there is no such order of theirs. */
  returns(orderId: string): Promise<OrderReturns | undefined>;
  /** Asks to return units of a delivered order, within the return window and the rules. */
  requestReturn(orderId: string, input: ReturnRequestInput): Promise<OrderReturns>;
  /** The shopper's review of the product and whether they may write one. */
  myReview(productId: number): Promise<MyReview>;
  /** The address book (ADR 053); another customer's address is not found (NotFoundError). */
  addresses: {
    list(): Promise<SavedAddress[]>;
    /** Undefined when there is no such address of this shopper's. */
    get(id: number): Promise<SavedAddress | undefined>;
    add(input: SavedAddressInput): Promise<SavedAddress>;
    update(id: number, input: SavedAddressInput): Promise<SavedAddress>;
    makeDefault(id: number): Promise<SavedAddress>;
    remove(id: number): Promise<void>;
  };
  /** Keeps the business name and GSTIN a checkout's GST invoice used, for the next (ADR 054). */
  saveBusiness(business: { name: string; gstin: string }): Promise<void>;
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
  /** The to-ship queue and one-step dispatch (DispatchService, ADR 068). */
  dispatch: {
    queue(query: ShipQueueQuery): Promise<ShipQueue>;
    /** Ships every order given, all or none; a bad row is refused (invalid_input) by its field. */
    dispatch(input: DispatchInput): Promise<string[]>;
    /** Marks a shipped order Delivered (a COD one becomes Paid). */
    deliver(orderId: string): Promise<AdminOrderDetail>;
  };
  /** E-way bills (EwayBillService, ADR 097); every write is audited as the staff member. */
  ewayBills: {
    /** Undefined when there is no such order. */
    forOrder(orderId: string): Promise<EwayBillView | undefined>;
    record(orderId: string, input: EwayRecordInput): Promise<EwayBillView>;
    /** Part A of the orders as one bulk-upload file (issues missing invoice numbers). */
    partA(orderIds: string[]): Promise<{ filename: string; file: PartAFile }>;
  };
  /** The catalogue as staff edit it (AdminProductService); every write is audited as them. */
  products: {
    list(query: AdminProductListQuery): Promise<Page<AdminProductSummary>>;
    /** Undefined when there is no such product. */
    get(id: number): Promise<AdminProduct | undefined>;
    create(input: ProductInput): Promise<AdminProduct>;
    /**
     * Saves the product as read at `read` (ADR 084): refused (conflict 'stale_product') when
     * saved by anyone since; the stock typed is a difference from `read.expectedStock`.
     */
    update(id: number, input: ProductUpdate, read: ProductVersion): Promise<AdminProduct>;
    setHidden(id: number, hidden: boolean): Promise<AdminProduct>;
    /** Refused (conflict 'product_has_orders') for a product on any order: hide it instead. */
    remove(id: number): Promise<void>;
    /** A CSV of price and stock changes: checked, and written only when `apply` and all valid. */
    importCsv(text: string, apply: boolean): Promise<ImportReport>;
  };
  /**
   * Product images (UploadService.store, as POST /api/admin/uploads): JPEG, PNG or WebP up to
   * MAX_UPLOAD_BYTES, judged by their first bytes; refused with invalid_input otherwise.
   */
  uploads: {
    store(file: FormFile): Promise<UploadedImage>;
  };
  reviews: {
    moderation(query: ModerationQuery): Promise<ModerationPage>;
    approve(id: number): Promise<ModeratedReview>;
    hide(id: number, reason: HideReason): Promise<ModeratedReview>;
    reply(id: number, text: string): Promise<ModeratedReview>;
  };
  /** The contact inbox (ADR 020): read, and answered by email from the back office. */
  messages: {
    list(query: MessageListQuery): Promise<MessagePage>;
    /** Undefined when there is no such message. */
    get(id: number): Promise<AdminMessage | undefined>;
    setRead(id: number, read: boolean): Promise<AdminMessage>;
    /** Emails the reply to the sender and keeps it with the message. */
    reply(id: number, body: string): Promise<AdminMessage>;
  };
  /** The signed-in member's role; what it allows is in admin/permissions.ts (ADR 070). */
  role: StaffRole;
  /** Back-office accounts (owners only: anyone else is refused with 403). */
  staffAccounts: {
    list(): Promise<StaffMember[]>;
    /** Promotes the account with this email, or makes one and emails it a set-password link. */
    add(input: AddStaff): Promise<StaffAdded>;
    /** Refused (conflict) when it would leave the shop without an owner. */
    changeRole(id: number, role: StaffRole): Promise<StaffMember>;
    /** Back to a customer; refused (conflict) for the last owner. */
    revoke(id: number): Promise<void>;
  };
  /** Sign-in and sign-up limits holding someone back now; clearing one is for owners (403). */
  throttles: {
    list(): Promise<Throttle[]>;
    clear(input: ClearThrottle): Promise<void>;
  };
  /** Shop accounts: search, one with its orders, switch off and on. */
  customers: {
    list(query: CustomerListQuery): Promise<Page<AdminCustomerSummary>>;
    /** Undefined when there is no such account. */
    detail(id: number): Promise<AdminCustomerDetail | undefined>;
    /** Refused (conflict) for the staff member's own account. */
    disable(id: number): Promise<AdminCustomer>;
    enable(id: number): Promise<AdminCustomer>;
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
  /** Returns and refunds (ADR 058); every step is audited as the staff member. */
  returns: {
    /** Requested first. */
    list(query: ReturnListQuery): Promise<Page<AdminReturnSummary>>;
    /** Undefined when there is no such order. */
    forOrder(orderId: string): Promise<OrderReturns | undefined>;
    approve(id: number, note: string | undefined): Promise<OrderReturns>;
    reject(id: number, note: string | undefined): Promise<OrderReturns>;
    /** The parcel arrived: its units go back on the shelf. */
    receive(id: number): Promise<OrderReturns>;
    /** bankReference: for an order not paid through Razorpay (refused without it). */
    refund(id: number, bankReference: string | undefined): Promise<OrderReturns>;
    /** The bank transfer of a refund waiting for one. */
    completeRefund(refundId: number, bankReference: string): Promise<OrderReturns>;
    /** Sends again a Razorpay refund an outage kept back. */
    resendRefund(refundId: number): Promise<OrderReturns>;
  };
  /** Sales today, in 7 and 30 India days; pending payments; low stock; unread messages. */
  dashboard(): Promise<Dashboard>;
  /** A product's stock movements, newest first (ADR 069); undefined when there is no such product. */
  stockMovements(productId: number, page: number): Promise<Page<StockMovement> | undefined>;
  /** The audit log, newest first. */
  audit(query: AuditListQuery): Promise<Page<AuditEntry>>;
  /** A GST return month's figures (the downloads are the API's files). */
  gstSummary(month: string): Promise<GstMonthSummary>;
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
  /** One fewer of a line, never below one (the cart's −). */
  decrease(productId: number): Promise<CartItem[]>;
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
  /** A PIN code's city and state from India Post's directory, on the server (ADR 053). */
  findPin(pincode: string): PinPlace | undefined;
  /** Demo (nothing is charged; the Pay button says so) or live Razorpay payments (ADR 016). */
  paymentMode: PaymentMode;
  /** The signed-in shopper's services; null for a guest, so a loader must decide first. */
  shopper: ShopperPages | null;
  /** The back office's services; null unless the visitor is signed in as staff. */
  staff: StaffPages | null;
  /** This request's id, as its logs and error answers name it: a reference a shopper can quote. */
  requestId?: string;
  /**
   * Set only when the server renders its error page for a refusal or failure met before or
   * outside a page's own loader and action (a body too large, a cross-site post, a crash).
   */
  refusal?: PageRefusal;
}

/** A refusal the server answers with the shop's error page (ADR 086). */
export interface PageRefusal {
  status: number;
  code: string;
  message: string;
}
