import { REORDER_CHANGES } from '../cart/quick-order';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../auth/errors';
import { UPI_ID_ERROR } from '../checkout/checkout-form';
import { FIELD_ERRORS } from '../checkout/fields';
import { DELIVERY_MESSAGES } from '../delivery/options';
import { gstinStateProblem } from '../india/gstin';
import { PIN_MESSAGES } from '../india/pincodes';
import { ORDER_ERRORS } from '../orders/errors';
import { PO_NUMBER_ERROR } from '../orders/po-number';
import { PAYMENT_MESSAGES } from '../payments/payment';
import { RETURN_ERRORS } from '../returns/returns';
import { catalogueFor, sourceMessages } from './catalogue';
import { ERROR_SOURCES_KEY, errorKeyOf, errorSources } from './form-errors';
import type { Language } from './language';

const sources = errorSources(sourceMessages('en'));

/** The English errors compiled: an English page never gets them (it shows the texts as they are). */
const english = Object.fromEntries(
  Object.entries(sources).map(([key, text]) => [key, compileMessage(text)]),
);

function shown(text: string, lang: Language): string {
  const messages = lang === 'en' ? english : catalogueFor(lang, ['errors']);
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  const match = errorKeyOf(text, sources);
  return match ? i18n._(match.key, match.values) : text;
}

/** Every error a shopper's form can show from the shared schemas and services. */
const shopperErrors = [
  ...Object.values(FIELD_ERRORS),
  ...Object.values(AUTH_ERRORS),
  ...[
    ORDER_ERRORS.emptyCart,
    ORDER_ERRORS.paymentMethod,
    ORDER_ERRORS.businessName,
    ORDER_ERRORS.gstin,
    ORDER_ERRORS.cardFields,
    ORDER_ERRORS.idempotencyKeyReused,
    ORDER_ERRORS.orderNotFound,
    ORDER_ERRORS.trackNotFound,
    ORDER_ERRORS.tooManyTrackRequests,
    ORDER_ERRORS.orderIdRequired,
    ORDER_ERRORS.orderId,
    ORDER_ERRORS.contactRequired,
    ORDER_ERRORS.contact,
    ORDER_ERRORS.invoiceNotReady,
    ORDER_ERRORS.productUnavailable(12),
    ORDER_ERRORS.outOfStock('TVS RP 3160 Gold'),
    ORDER_ERRORS.notEnoughStock(2, 'TVS RP 3160 Gold'),
  ],
  PIN_MESSAGES.unknown,
  PIN_MESSAGES.mismatch({ pincode: '400093', city: 'Mumbai', states: ['Maharashtra'] }, 'Gujarat'),
  DELIVERY_MESSAGES.pincode,
  DELIVERY_MESSAGES.notServiceable('110001'),
  DELIVERY_MESSAGES.expressNotOffered,
  DELIVERY_MESSAGES.sameDayNotOffered,
  DELIVERY_MESSAGES.sameDayTooLate,
  DELIVERY_MESSAGES.option,
  gstinStateProblem('27AAPFU0939F1ZV', 'Gujarat')!,
  gstinStateProblem('99AAPFU0939F1ZV', 'Gujarat')!,
  PO_NUMBER_ERROR,
  UPI_ID_ERROR,
  RETURN_ERRORS.notDelivered,
  RETURN_ERRORS.windowClosed,
  RETURN_ERRORS.tooMany,
  RETURN_ERRORS.nothingChosen,
  RETURN_ERRORS.reason,
  RETURN_ERRORS.noteLong,
  RETURN_ERRORS.notFound,
  // What Pay now says when a payment is not taken: the browser's own texts and the API's.
  PAYMENT_MESSAGES.sdkMissing,
  PAYMENT_MESSAGES.openError('Razorpay is not a constructor'),
  PAYMENT_MESSAGES.verificationFailed,
  PAYMENT_MESSAGES.verificationPending,
  PAYMENT_MESSAGES.dismissed,
  PAYMENT_MESSAGES.addressRequired,
  PAYMENT_MESSAGES.alreadyPaid,
  PAYMENT_MESSAGES.orderCancelled,
  PAYMENT_MESSAGES.windowClosed,
  PAYMENT_MESSAGES.demoOnly,
  PAYMENT_MESSAGES.liveOnly,
  PAYMENT_MESSAGES.gatewayUnavailable,
  PAYMENT_MESSAGES.savedButUnpaid('ORD1764312345678'),
  PAYMENT_MESSAGES.needsScript,
  PAYMENT_MESSAGES.somethingWrong,
  // What "Order again" says changed since the order.
  REORDER_CHANGES.notSold('TVS RP 3160 Gold'),
  REORDER_CHANGES.outOfStock('TVS RP 3160 Gold'),
  REORDER_CHANGES.lessStock('Thermal roll 79 mm', 12, 12, 50),
  REORDER_CHANGES.newPrice('Thermal roll 79 mm', '₹45', '₹42'),
];

describe('form errors in the page’s language', () => {
  it.each(shopperErrors)('has a key for %j whose English is the text itself', (text) => {
    expect(errorKeyOf(text, sources), text).toBeDefined();
    expect(shown(text, 'en')).toBe(text);
    expect(shown(text, 'hi')).not.toBe(text);
  });

  it('carries the values of a worded error into the Hindi one', () => {
    const text = PIN_MESSAGES.mismatch(
      { pincode: '400093', city: 'Mumbai', states: ['Maharashtra'] },
      'Gujarat',
    );
    expect(errorKeyOf(text, sources)).toEqual({
      key: 'errors.pincode.otherState',
      values: { pincode: '400093', states: 'Maharashtra', state: 'Gujarat' },
    });
    expect(shown(text, 'hi')).toBe(
      'PIN code 400093 Maharashtra में है, Gujarat में नहीं। PIN code या राज्य जाँच लें।',
    );
    expect(shown(ORDER_ERRORS.notEnoughStock(3, 'Epson TM-T82'), 'hi')).toBe(
      'Epson TM-T82 के स्टॉक में सिर्फ़ 3 बचे हैं',
    );
  });

  it('shows any other text as it is, and matches a whole text only', () => {
    expect(errorKeyOf('Something the shop never says', sources)).toBeUndefined();
    expect(shown('Something the shop never says', 'hi')).toBe('Something the shop never says');
    expect(errorKeyOf(`${FIELD_ERRORS.phone}!`, sources)).toBeUndefined();
  });

  it('sends the errors, and their English, to a Hindi page only', () => {
    expect(catalogueFor('hi', ['errors'])[ERROR_SOURCES_KEY]).toBe(JSON.stringify(sources));
    expect(catalogueFor('en', ['errors'])).toEqual({});
    expect(catalogueFor('hi', ['common'])[ERROR_SOURCES_KEY]).toBeUndefined();
  });
});
