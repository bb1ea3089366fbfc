/**
 * The query parameter of the PIN code check's GET form (ADR 055). Its own module so the form's
 * component can name it without loading the check's rules (and zod) into the page's first load.
 */
export const PINCODE_PARAM = 'pincode';
