import { POLICIES } from '../shop/policies';

/*
 * The delivery options a shopper picks at checkout (spec §9, ADR 055). Pricing imports this
 * module, so it imports no delivery rules.
 */

export const DELIVERY_OPTIONS = ['standard', 'express', 'same-day'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
export const DEFAULT_DELIVERY_OPTION: DeliveryOption = 'standard';

export const DELIVERY_OPTION_LABELS: Record<DeliveryOption, string> = {
  standard: 'Standard delivery',
  express: 'Express delivery',
  'same-day': 'Same-day delivery',
};

/** Texts of the delivery check and of refused choices. */
export const DELIVERY_MESSAGES = {
  pincode: 'Enter a 6-digit PIN code',
  notServiceable: (pincode: string) =>
    `Sorry, we do not deliver to PIN code ${pincode} yet. Please use another delivery address.`,
  expressNotOffered: 'Express delivery is not available for this PIN code.',
  sameDayNotOffered: `Same-day delivery is available only in ${POLICIES.sameDayCities.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
  sameDayTooLate:
    'Same-day delivery is for orders placed before 12 PM IST on a business day. Please choose another delivery option.',
  option: 'Choose a delivery option',
} as const;
