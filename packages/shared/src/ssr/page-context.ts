import type { CodConfirmationView } from '../payments/cod-confirmation';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  Profile,
  ProfileInput,
  ResetPasswordInput,
  SignupInput,
} from '../auth/schemas';
import type { SavedAddress, SavedAddressInput } from '../account/addresses';
import type { PinPlace } from '../india/pincodes';
import type { SessionUser } from '../auth/user';
import type { CartItem, PageCartItem } from '../cart/cart';
import type { QuickOrderInput, QuickOrderReport, ReorderReport } from '../cart/quick-order';
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
import type { TrackOrderInput } from '../orders/track-order';
import type { DeliveryProblem, NdrAnswerInput } from '../shipping/tracking';
import type { BuyerQuotePages } from '../quotes/pages';
import type { PaymentMode } from '../payments/mode';
import type { OrderReturns, ReturnRequestInput } from '../returns/returns';
import type { BuyNowInput } from '../payments/payment';
import type {
  MyReview,
  ProductReviews,
  RatingSummary,
  ReviewInput,
  ReviewOfProduct,
} from '../reviews/review';

import type { Language } from '../i18n/language';
import type { StaffPages } from './staff-pages';

export type { FormFile, StaffPages } from './staff-pages';

/**
 * What the server hands to page loaders and actions: the services they call in-process, never
 * over HTTP. Each is bound to the request: its session, its client address, its reply
 * (a sign-in sets the session cookie on the page's answer). A refusal is thrown as the service's
 * domain error, which `asRefusal` (./refusal.ts) reads.
 */
/**
 * The catalogue as pages read it; `language` is the page's: a Hindi page gets each product text
 * in Hindi where written, else the English marked `lang: 'en'` (ADR 108).
 */
export interface CatalogueReader {
  list(query: ProductListQuery, language?: Language): Promise<ProductPage>;
  detail(id: number, language?: Language): Promise<ProductDetail | undefined>;
  lookup(ids: readonly number[]): Promise<Product[]>;
  categories(): Promise<CategoryCount[]>;
  brands(): Promise<BrandCount[]>;
  highlights(language?: Language): Promise<CatalogueHighlights>;
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
  /** A failed delivery by its signed link (ADR 101); a bad link is refused as not_found. */
  deliveryProblem(token: string): Promise<DeliveryProblem>;
  /** The customer's answer to it, once; a second is refused as a conflict. */
  answerDeliveryProblem(token: string, input: NdrAnswerInput): Promise<DeliveryProblem>;
  /** The Cash on Delivery order of a signed confirmation link (ADR 102); reading changes nothing. */
  codConfirmation(token: string): Promise<CodConfirmationView>;
  /** Confirms it (again: nothing changes); a forged token is refused as invalid_input. */
  confirmCod(token: string): Promise<CodConfirmationView>;
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
  /** "Order again" (ADR 104): the order's products still sold into the cart, saying what changed. */
  reorder(orderId: string): Promise<ReorderReport>;
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
  /** Quotations (ADR 105). */
  quotes: BuyerQuotePages;
}

/**
 * This visitor's cart on the server (ADR 042): the signed-in shopper's, or a guest's named by the
 * `cart_id` cookie, which the first change sets on the page's reply. Each change answers with the
 * cart as it now is, priced from the catalogue. An unknown product is refused (invalid_input).
 */
export interface CartActions {
  /** The lines, each product's name in `language` where written (ADR 108). */
  items(language?: Language): Promise<PageCartItem[]>;
  /** Adds `quantity` (1..MAX_LINE_QUANTITY) to the product's line, or a new line. */
  add(productId: number, quantity: number): Promise<CartItem[]>;
  /** The quick-order pad (ADR 104): products by SKU, each line not added as asked reported. */
  quickOrder(input: QuickOrderInput): Promise<QuickOrderReport>;
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
  /**
   * The saved products from the catalogue, in the order they were saved; each name in
   * `language` where written, else the English marked (ADR 108).
   */
  products(language?: Language): Promise<Product[]>;
  /** Saves a product (again: nothing changes); answers the ids now saved. */
  add(productId: number): Promise<number[]>;
  /** Takes a product off; answers the ids now saved. */
  remove(productId: number): Promise<number[]>;
}

/** The shopper's language (ADR 107): the page's address decides it; this only remembers. */
export interface LanguageChoice {
  /**
   * Another language the shopper may prefer to `pageLanguage` (the one they last chose, else
   * their browser's Accept-Language), for a line that offers it; null when none.
   */
  suggested(pageLanguage: Language): Language | null;
  /**
   * Remembers the page's language for a shopper the shop already knows (a session or cart
   * cookie): a cookie, and the signed-in customer's account, which their orders copy. A first
   * visit's page is kept for everyone (ADR 041), so nothing is set on it.
   */
  remember(lang: Language): Promise<void>;
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
  language: LanguageChoice;
  session: SessionActions;
  cart: CartActions;
  wishlist: WishlistActions;
  visitor: VisitorActions;
  /** A PIN code's city and state from India Post's directory, on the server (ADR 053). */
  findPin(pincode: string): PinPlace | undefined;
  /** Demo (nothing is charged; the Pay button says so) or live Razorpay payments (ADR 016). */
  paymentMode: PaymentMode;
  /** Whether the checkout offers order updates on WhatsApp (configured, ADR 103). */
  whatsappUpdates: boolean;
  /** Orders payable from this amount (paise) may be paid by bank transfer (BANK_TRANSFER_MIN). */
  bankTransferMinPaise: number;
  /** The COD fee before GST in paise (COD_FEE): what paying online saves. */
  codFeePaise: number;
  /** Share of page views (0–1) that report their Core Web Vitals (WEB_VITALS_SAMPLE_RATE). */
  webVitalsSampleRate: number;
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
