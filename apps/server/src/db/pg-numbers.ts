/**
 * How PostgreSQL's 64-bit and arbitrary-precision numbers reach the shop (ADR 085). node-postgres
 * hands int8 (bigint columns, count(*)) and numeric (what SUM of a bigint column gives) over as
 * strings, since they can hold more than a JavaScript number keeps exactly. The shop's amounts
 * are integer paise well inside 2^53, so both engines give plain numbers; a value past
 * Number.MAX_SAFE_INTEGER would be silently rounded, so it is refused instead.
 */
export class UnsafeNumberError extends RangeError {
  constructor(text: string, type: string) {
    super(
      `PostgreSQL ${type} value ${text} is beyond Number.MAX_SAFE_INTEGER and cannot be read exactly`,
    );
    this.name = 'UnsafeNumberError';
  }
}

/** An int8 as a number; beyond ±(2^53 − 1) it throws UnsafeNumberError. */
export function readInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new UnsafeNumberError(text, 'int8');
  return value;
}

/**
 * A numeric as a number. A whole one must be a safe integer (SUM of paise); one with a fraction
 * (an average) is read as the nearest double, as float8 is, within the same bounds.
 */
export function readNumeric(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new UnsafeNumberError(text, 'numeric');
  }
  if (!text.includes('.') && !Number.isSafeInteger(value)) {
    throw new UnsafeNumberError(text, 'numeric');
  }
  return value;
}
