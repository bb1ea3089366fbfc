/** 'ORD' + the millisecond timestamp (spec §9), e.g. ORD1763712000000. */
export const ORDER_ID_PATTERN = /^ORD[0-9]{13,16}$/;

/** The order id for a moment in milliseconds; the server moves on by 1 ms while one is taken. */
export function orderIdAt(ms: number): string {
  return `ORD${Math.trunc(ms)}`;
}

export function isOrderId(value: string): boolean {
  return ORDER_ID_PATTERN.test(value);
}
