import { translator, type Translate } from '../../i18n/translate';

/** Lists quoted by more than one policy page, so the pages never disagree. */

/** Products that cannot be returned for a refund (faulty ones are always replaced), in `t`'s language. */
export function nonReturnable(t: Translate): string[] {
  return [
    t('policy.nonReturnable.licences'),
    t('policy.nonReturnable.consumables'),
    t('policy.nonReturnable.damaged'),
    t('policy.nonReturnable.configured'),
    t('policy.nonReturnable.clearance'),
  ];
}

/** The same list in English. */
export const NON_RETURNABLE: readonly string[] = nonReturnable(translator('en'));

/** What the product warranty does not cover. */
export const WARRANTY_EXCLUSIONS: readonly string[] = [
  'Physical or liquid damage, or damage from a fall.',
  'Damage from power surges or the wrong adapter; we recommend a stabiliser or UPS for every counter.',
  'Wear of thermal print heads and cutters caused by non-standard or poor-quality paper.',
  'Consumables and accessories that wear out in normal use, such as paper, ribbons and batteries after their stated life.',
  'Repairs or modifications by anyone other than us or an authorised service centre.',
];

/**
 * Hours to acknowledge a complaint or privacy request (the Consumer Protection (E-Commerce)
 * Rules, 2020 ask for 48 hours and redress within a month).
 */
export const GRIEVANCE_ACK_HOURS = 48;
/** Days to resolve it. */
export const GRIEVANCE_RESOLVE_DAYS = 30;
