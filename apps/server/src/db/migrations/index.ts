import type { Migration } from 'kysely/migration';
import * as m001 from './001-catalogue';
import * as m002 from './002-accounts';
import * as m003 from './003-orders';
import * as m004 from './004-contact';
import * as m005 from './005-payments';
import * as m006 from './006-admin';
import * as m007 from './007-payment-window';
import * as m008 from './008-payment-verification';
import * as m009 from './009-rate-limits';
import * as m010 from './010-invoice-seller';
import * as m011 from './011-product-promises';
import * as m012 from './012-guest-carts';
import * as m013 from './013-wishlists';
import * as m014 from './014-reviews';
import * as m015 from './015-addresses';
import * as m016 from './016-delivery-and-cod';
import * as m017 from './017-returns-and-refunds';
import * as m018 from './018-payment-recovery';
import * as m019 from './019-catalogue-changes';
import * as m020 from './020-message-replies';
import * as m022 from './022-stock-movements';
import * as m023 from './023-roles';
import * as m024 from './024-catalogue-change-order';
import * as m025 from './025-product-revision';
import * as m026 from './026-money-in-64-bit';
import * as m027 from './027-gst-on-charges';
import * as m028 from './028-eway-bills';
import * as m029 from './029-e-invoices';
import * as m030 from './030-shipping';
import * as m031 from './031-web-vitals';
import * as m032 from './032-courier-tracking';
import * as m033 from './033-cod-confirmation-and-whatsapp';
import * as m034 from './034-business-buyers';
import * as m035 from './035-quotations';
import * as m036 from './036-bank-transfers';
import * as m037 from './037-languages';

/** Every migration, in order. Listed here (not read from disk) so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '001-catalogue': m001,
  '002-accounts': m002,
  '003-orders': m003,
  '004-contact': m004,
  '005-payments': m005,
  '006-admin': m006,
  '007-payment-window': m007,
  '008-payment-verification': m008,
  '009-rate-limits': m009,
  '010-invoice-seller': m010,
  '011-product-promises': m011,
  '012-guest-carts': m012,
  '013-wishlists': m013,
  '014-reviews': m014,
  '015-addresses': m015,
  '016-delivery-and-cod': m016,
  '017-returns-and-refunds': m017,
  '018-payment-recovery': m018,
  '019-catalogue-changes': m019,
  '020-message-replies': m020,
  '022-stock-movements': m022,
  '023-roles': m023,
  '024-catalogue-change-order': m024,
  '025-product-revision': m025,
  '026-money-in-64-bit': m026,
  '027-gst-on-charges': m027,
  '028-eway-bills': m028,
  '029-e-invoices': m029,
  '030-shipping': m030,
  '031-web-vitals': m031,
  '032-courier-tracking': m032,
  '033-cod-confirmation-and-whatsapp': m033,
  '034-business-buyers': m034,
  '035-quotations': m035,
  '036-bank-transfers': m036,
  '037-languages': m037,
};
