import type { CourierDispatchInput, QueueRates } from '../shipping/courier-dispatch';
import type { TransferReceived } from '../payments/bank-transfer';
import type { ClearThrottle, Throttle } from '../admin/throttles';
import type { CodPincodeChange } from '../payments/cod-confirmation';
import type { Page } from '../admin/paging';
import type { AdminProductListQuery, AdminProductSummary } from '../admin/product-list';
import type { AdminProduct, ProductInput, ProductUpdate, ProductVersion } from '../admin/products';
import type { UploadedImage } from '../admin/uploads';
import type { StaffRole } from '../auth/user';
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
import type { TemplateVitals } from '../vitals/web-vitals';
import type { DispatchInput, ShipQueue, ShipQueueQuery } from '../admin/dispatch';
import type { PartAFile } from '../eway-bills/part-a';
import type { EwayBillView, EwayRecordInput } from '../eway-bills/record';
import type { GstMonthSummary } from '../gst-returns/summary';
import type {
  EInvoiceDocument,
  EInvoiceList,
  EInvoiceListQuery,
  IrnRecord,
} from '../e-invoices/documents';
import type { ImportIrn } from '../e-invoices/irp-response';
import type { StockMovement } from '../admin/stock';
import type { AdminOrderDetail, AdminOrderListQuery, AdminOrderSummary } from '../admin/orders';
import type { StatusChange } from '../orders/status-change';
import type { ReturnListQuery } from '../returns/responses';
import type { ModerationQuery } from '../reviews/responses';
import type { AdminReturnSummary, OrderReturns } from '../returns/returns';
import type { HideReason, ModeratedReview, ModerationPage } from '../reviews/review';
import type { StaffQuotePages } from '../quotes/pages';

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
    /** Whether dispatch books through the courier provider (ADR 101): no typing. */
    books: boolean;
    /** Each order's couriers and rates from the provider, or why it cannot be booked. */
    rates(orderIds: string[]): Promise<Record<string, QueueRates>>;
    /** Books the orders with the provider and ships them: all or none (by field, as dispatch). */
    dispatchWithCourier(input: CourierDispatchInput): Promise<string[]>;
  };
  /**
   * Records a bank transfer read from the statement (ADR 106), audited as the staff member;
   * answers what it did to the order (Paid, or the difference kept).
   */
  bankTransfers: {
    record(
      orderId: string,
      input: TransferReceived,
    ): Promise<{ outcome: string; differencePaise: number; message: string }>;
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
  /** PIN codes where Cash on Delivery is off; switching one is for owners (403). */
  codPincodes: {
    list(): Promise<string[]>;
    change(input: CodPincodeChange): Promise<string[]>;
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
  /** Real-user Core Web Vitals: the 75th percentile per page template, last 7 days (ADR 100). */
  webVitals(): Promise<TemplateVitals[]>;
  /** A product's stock movements, newest first (ADR 069); undefined when there is no such product. */
  stockMovements(productId: number, page: number): Promise<Page<StockMovement> | undefined>;
  /** The audit log, newest first. */
  audit(query: AuditListQuery): Promise<Page<AuditEntry>>;
  /** A GST return month's figures (the downloads are the API's files). */
  gstSummary(month: string): Promise<GstMonthSummary>;
  /** B2B documents and their IRNs (EInvoiceService, ADR 098); imports are audited as them. */
  eInvoices: {
    list(query: EInvoiceListQuery): Promise<EInvoiceList>;
    import(input: ImportIrn): Promise<IrnRecord>;
    /** Awaiting an IRN and near or past the reporting limit, for the dashboard. */
    dueSoon(): Promise<EInvoiceDocument[]>;
  };
  /** Quotations (ADR 105). */
  quotes: StaffQuotePages;
}
