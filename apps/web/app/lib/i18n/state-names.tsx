import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { INTL_LOCALE } from '@shop/shared/i18n/language';
import { INDIAN_STATES, stateByName } from '@shop/shared/india/states';
import { useMemo } from 'react';
import { useLanguage, useT, type Translate } from './i18n';

/**
 * State names as a page shows them (ADR 107): from the catalogue's `state.<GST state code>`
 * messages. What is stored and posted stays the English name, a data key (the GST split, tax
 * invoices, the tax portals' files); only the label changes.
 */

/** A state as stored ('Karnataka') in `t`'s language; a name that is no state as it is. */
export function stateText(name: string, t: Translate): string {
  const state = stateByName(name);
  // Every state's code has a `state.<code>` message: state-names.test.ts holds it.
  return state ? t(`state.${state.code}` as MessageKey) : name;
}

/** `stateText` in the page's language. */
export function useStateText(): (name: string) => string {
  const t = useT();
  return (name) => stateText(name, t);
}

/**
 * The options of a state select: each state's English name as its value (what the form posts
 * and the shop stores), its name in the page's language as its label, in that language's order.
 */
export function StateOptions() {
  const t = useT();
  const lang = useLanguage();
  const states = useMemo(() => {
    const collator = new Intl.Collator(INTL_LOCALE[lang]);
    return INDIAN_STATES.map((s) => ({
      code: s.code,
      value: s.name,
      label: stateText(s.name, t),
    })).sort((a, b) => collator.compare(a.label, b.label));
    // t formats the page's catalogue, which is fixed for the page (ShopI18n).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);
  return states.map((s) => (
    <option key={s.code} value={s.value}>
      {s.label}
    </option>
  ));
}
