/** 'ORD' + the millisecond timestamp (spec §9), e.g. ORD1763712000000. */
export const ORDER_ID_PATTERN = /^ORD[0-9]{13,16}$/;

/** The order id for a moment in milliseconds; the server moves on by 1 ms while one is taken. */
export function orderIdAt(ms: number): string {
  return `ORD${Math.trunc(ms)}`;
}

export function isOrderId(value: string): boolean {
  return ORDER_ID_PATTERN.test(value);
}

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** The order record's timestamp (spec §3): India time as '21/11/2026, 4:35:12 pm'. */
export function orderTimestamp(date: Date): string {
  return indiaTime.format(date);
}
