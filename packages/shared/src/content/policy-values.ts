import type { Translate } from '../i18n/translate';
import { formatRupees } from '../format/money';
import { FREE_SHIPPING_ABOVE, SHIPPING_CHARGE } from '../pricing/cart-totals';
import { CLAIMS } from '../shop/claims';
import { SHOP } from '../shop/identity';
import { dayRange, POLICIES as P } from '../shop/policies';

/**
 * The figures policy texts quote, as the values of their messages: every number comes from the
 * shop's policies and prices (one source), never typed into a message in either language.
 */
export function policyValues(t: Translate) {
  return {
    shop: SHOP.name,
    support: CLAIMS.support,
    phone: SHOP.phone,
    email: SHOP.email,
    city: SHOP.address.city,
    state: SHOP.address.state,
    hours: t('layout.footer.hours'),
    free: formatRupees(FREE_SHIPPING_ABOVE),
    shippingCharge: formatRupees(SHIPPING_CHARGE),
    metroDays: dayRange(P.metroDeliveryDays),
    standardDays: dayRange(P.standardDeliveryDays),
    expressDays: dayRange(P.expressDeliveryDays),
    expressCharge: formatRupees(P.expressCharge),
    sameDayCharge: formatRupees(P.sameDayCharge),
    sameDayCutoff: P.sameDayCutoff,
    sameDayCities: P.sameDayCities.join(', '),
    metroCities: P.metroCities.join(', '),
    dispatchCutoff: P.dispatchCutoff,
    dispatchDays: String(P.dispatchBusinessDays),
    licenceDays: String(P.licenceDeliveryBusinessDays),
    damageHours: String(P.damageReportHours),
    inspectionDays: String(P.returnInspectionBusinessDays),
    returnDays: String(P.returnDays),
    refundDays: dayRange(P.refundBusinessDays),
    warrantyMin: String(P.warrantyYears.min),
    warrantyMax: String(P.warrantyYears.max),
  };
}
