/*
 * Each state's own limit for an e-way bill on a movement that starts and ends inside it.
 *
 * CGST Rule 138(14)(d) lets a state exempt intra-state movements below a limit it notifies
 * under its own SGST Rules; inter-state movements always use Rule 138(1)'s ₹50,000. A state
 * that notified nothing of its own keeps the Rule 138(1) figure. Where a state's notification
 * exempts only some goods, or where we found no notification we could cite with confidence,
 * the table keeps ₹50,000: an e-way bill made when it was not needed costs staff a minute; one
 * missing where it was needed costs a penalty (s.129) and a parcel held at a check-post.
 *
 * To change a limit: edit its row (amount, source, date checked) and run the unit tests; every
 * page and the dispatch check read this table.
 */

/** The Rule 138(1) limit: a consignment worth more than this needs an e-way bill. */
export const RULE_138_LIMIT_RUPEES = 50_000;

export interface StateEwayLimit {
  /** GST state code (first two digits of a GSTIN). */
  stateCode: string;
  /** A movement inside the state worth more than this needs an e-way bill. */
  limitRupees: number;
  /** Where both ends are in one city, when the state set a different limit for that. */
  withinCityLimitRupees?: number;
  /** The notification (or rule) the figure comes from. */
  source: string;
  /** When the figure was last checked against its source (yyyy-mm-dd). */
  checked: string;
}

const CHECKED = '2026-11-28';
const CENTRAL = 'CGST Rule 138(1) (no lower or higher state limit notified)';

const row = (
  stateCode: string,
  limitRupees: number,
  source: string,
  withinCityLimitRupees?: number,
): StateEwayLimit => ({
  stateCode,
  limitRupees,
  source,
  checked: CHECKED,
  ...(withinCityLimitRupees ? { withinCityLimitRupees } : {}),
});

/** Every state and union territory, by GST state code. */
export const STATE_EWAY_LIMITS: readonly StateEwayLimit[] = [
  row('01', 50_000, CENTRAL), // Jammu and Kashmir
  row('02', 50_000, CENTRAL), // Himachal Pradesh
  row('03', 100_000, 'Punjab GST Rules, Rule 138(14) notification of 2018'), // Punjab
  row('04', 50_000, CENTRAL), // Chandigarh
  row('05', 50_000, CENTRAL), // Uttarakhand
  row('06', 50_000, CENTRAL), // Haryana
  row('07', 100_000, 'Delhi GST Rules, notification F.3(10)/Fin(Rev-I)/2017-18 of 2018'), // Delhi
  row('08', 100_000, 'Rajasthan SGST Rules, Rule 138(14) notifications of 2018 and 2019', 200_000), // Rajasthan
  row('09', 50_000, CENTRAL), // Uttar Pradesh
  row('10', 100_000, 'Bihar GST Rules, Rule 138(14) notification of 2018'), // Bihar
  row('11', 50_000, CENTRAL), // Sikkim
  row('12', 50_000, CENTRAL), // Arunachal Pradesh
  row('13', 50_000, CENTRAL), // Nagaland
  row('14', 50_000, CENTRAL), // Manipur
  row('15', 50_000, CENTRAL), // Mizoram
  row('16', 50_000, CENTRAL), // Tripura
  row('17', 50_000, CENTRAL), // Meghalaya
  row('18', 50_000, CENTRAL), // Assam
  row('19', 100_000, 'West Bengal GST Rules, Rule 138(14) notification of 2019'), // West Bengal
  row('20', 100_000, 'Jharkhand SGST Rules, Rule 138(14) notification of 2018'), // Jharkhand
  row('21', 50_000, CENTRAL), // Odisha
  row('22', 50_000, CENTRAL), // Chhattisgarh
  row('23', 100_000, 'Madhya Pradesh GST Rules, Rule 138(14) notification of 2018'), // Madhya Pradesh
  row('24', 50_000, 'Gujarat exempts only listed goods within the state; the central limit kept'), // Gujarat
  row('26', 50_000, CENTRAL), // Dadra and Nagar Haveli and Daman and Diu
  row('27', 100_000, 'Maharashtra GST Rules, Rule 138(14) notification of 2018'), // Maharashtra
  row('29', 50_000, CENTRAL), // Karnataka
  row('30', 50_000, CENTRAL), // Goa
  row('31', 50_000, CENTRAL), // Lakshadweep
  row('32', 50_000, CENTRAL), // Kerala
  row('33', 100_000, 'Tamil Nadu GST Rules, Rule 138(14) notification of 2018'), // Tamil Nadu
  row('34', 50_000, CENTRAL), // Puducherry
  row('35', 50_000, CENTRAL), // Andaman and Nicobar Islands
  row('36', 50_000, CENTRAL), // Telangana
  row('37', 50_000, CENTRAL), // Andhra Pradesh
  row('38', 50_000, CENTRAL), // Ladakh
];

const byCode = new Map(STATE_EWAY_LIMITS.map((l) => [l.stateCode, l]));

/** The state's intra-state limit; an unknown code gets Rule 138(1)'s, the safe side. */
export function stateEwayLimit(stateCode: string): StateEwayLimit {
  return (
    byCode.get(stateCode) ?? {
      stateCode,
      limitRupees: RULE_138_LIMIT_RUPEES,
      source: CENTRAL,
      checked: CHECKED,
    }
  );
}
