/** A state or union territory of India with its two-digit GST state code (first two GSTIN digits). */
export interface IndianState {
  code: string;
  name: string;
  kind: 'state' | 'union-territory';
}

/**
 * The 28 states and 8 union territories, ordered by name. Codes follow the GST state code list:
 * Andhra Pradesh is 37 since the 2014 division (28 was the undivided state); Dadra and Nagar
 * Haveli and Daman and Diu merged in 2020 under 26 (25 is retired); Ladakh is 38.
 */
export const INDIAN_STATES: readonly IndianState[] = [
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'union-territory' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'union-territory' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    kind: 'union-territory',
  },
  { code: '07', name: 'Delhi', kind: 'union-territory' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '01', name: 'Jammu and Kashmir', kind: 'union-territory' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'union-territory' },
  { code: '31', name: 'Lakshadweep', kind: 'union-territory' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'union-territory' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
];

const byKey = (s: string) => s.trim().replace(/\s+/g, ' ').replace(/&/g, 'and').toLowerCase();
const byName = new Map(INDIAN_STATES.map((s) => [byKey(s.name), s]));
const byCode = new Map(INDIAN_STATES.map((s) => [s.code, s]));

/** The state with this name, ignoring case, extra spaces and '&' for 'and'. */
export function stateByName(name: string): IndianState | undefined {
  return byName.get(byKey(name));
}

/** The state with this two-digit GST state code, e.g. '27' → Maharashtra. */
export function stateByGstCode(code: string): IndianState | undefined {
  return byCode.get(code);
}

/**
 * A state as stored ('Karnataka') in a page's language (ADR 107): `t` formats the catalogue's
 * `state.<GST state code>` message. The stored name stays a data key (the GST split, tax
 * invoices, the tax portals' files), so only the label changes; a name that is no state is shown
 * as it is. Here beside the list, so pages that show states load no module of their own for it.
 */
export function stateText<Key extends string>(name: string, t: (key: Key) => string): string {
  const state = stateByName(name);
  // Key is the catalogue's keys, and every state's code has its message (state-names.test.ts).
  return state ? t(`state.${state.code}` as Key) : name;
}

/**
 * A state select's options: each state's English name as the value (what the form posts and the
 * shop stores), its name in `t`'s language as the label, in that language's order (`locale`).
 */
export function stateOptions<Key extends string>(t: (key: Key) => string, locale: string) {
  const collator = new Intl.Collator(locale);
  return INDIAN_STATES.map((s) => ({
    code: s.code,
    value: s.name,
    label: stateText(s.name, t),
  })).sort((a, b) => collator.compare(a.label, b.label));
}
