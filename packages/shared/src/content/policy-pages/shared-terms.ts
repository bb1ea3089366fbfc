import type { Translate } from '../../i18n/translate';

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

/** What the product warranty does not cover, in `t`'s language. */
export function warrantyExclusions(t: Translate): string[] {
  return [
    t('policy.warrantyExclusion.damage'),
    t('policy.warrantyExclusion.power'),
    t('policy.warrantyExclusion.paper'),
    t('policy.warrantyExclusion.consumables'),
    t('policy.warrantyExclusion.repairs'),
  ];
}

/**
 * Hours to acknowledge a complaint or privacy request (the Consumer Protection (E-Commerce)
 * Rules, 2020 ask for 48 hours and redress within a month).
 */
export const GRIEVANCE_ACK_HOURS = 48;
/** Days to resolve it. */
export const GRIEVANCE_RESOLVE_DAYS = 30;
