/** Lists quoted by more than one policy page, so the pages never disagree. */

/** Products that cannot be returned for a refund (faulty ones are always replaced). */
export const NON_RETURNABLE: readonly string[] = [
  'Software licences once the licence key has been activated or the software registered.',
  'Consumables once opened: thermal paper rolls, barcode label rolls, ink and thermal-transfer ribbons.',
  'Products with physical damage, liquid damage or a tampered serial number or warranty seal.',
  'Products configured to your order, such as machines pre-loaded with your item list or printers with a custom logo set up at your request, unless they are faulty.',
  'Items bought on clearance and marked as non-returnable on their product page.',
];

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
