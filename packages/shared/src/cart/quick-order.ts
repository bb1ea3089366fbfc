import { z } from '../validation/z';
import { normalSku } from '../catalogue/sku';
import type { CartItem } from './cart';
import { MAX_LINE_QUANTITY } from './cart';

/**
 * The quick-order pad and "Order again" (ADR 104): codes and quantities in, a cart out, and a
 * line-by-line account of what could not be added or changed since.
 */

/** Lines one quick order may carry: a distributor's usual list fits with room. */
export const MAX_QUICK_ORDER_LINES = 100;
/** Blank rows the pad shows for typing. */
export const QUICK_ORDER_ROWS = 5;

export const QUICK_ORDER_TEXTS = {
  nothing: 'Enter at least one SKU and quantity, in the rows or as a pasted list.',
  tooMany: `At most ${MAX_QUICK_ORDER_LINES} lines at a time.`,
  pastedLine: 'Write each line as "SKU, quantity", e.g. SB-PR-5815, 50',
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  unknownSku: (sku: string) => `No product has the SKU ${sku}`,
  outOfStock: (name: string) => `${name} is out of stock`,
  lessStock: (name: string, stock: number, asked: number) =>
    `Only ${stock} of ${name} in stock: ${stock} added of ${asked} asked`,
  capped: (name: string) => `${name}: a cart line holds at most ${MAX_LINE_QUANTITY}`,
  failure: 'The lines could not be added just now. Please try again.',
} as const;

export interface QuickOrderLine {
  sku: string;
  quantity: number;
  /** Where the line came from: "Row 2" or "Pasted line 3", for the report. */
  source: string;
}

/** A line that could not be added as asked, with why. */
export interface RefusedLine {
  source: string;
  sku: string;
  reason: string;
}

/** What a quick order did to the cart. */
export interface QuickOrderReport {
  added: { sku: string; name: string; quantity: number }[];
  refused: RefusedLine[];
  items: CartItem[];
}

/** What "Order again" put in the cart, and what differs from the order. */
export interface ReorderReport {
  added: { productId: number; name: string; quantity: number }[];
  /** "Price changed", "no longer sold", "less stock", each worded for the buyer. */
  changes: string[];
  items: CartItem[];
}

/**
 * How "Order again" words what differs from the order, for the buyer. A Hindi page shows them
 * through the `errors.reorder.*` messages, whose English is these texts (ADR 107).
 */
export const REORDER_CHANGES = {
  notSold: (name: string) => `${name} is no longer sold, so it was left out.`,
  outOfStock: (name: string) => `${name} is out of stock, so it was left out.`,
  lessStock: (name: string, stock: number, added: number, ordered: number) =>
    `Only ${stock} of ${name} in stock: ${added} added of the ${ordered} ordered.`,
  newPrice: (name: string, now: string, then: string) =>
    `${name} now costs ${now} each (was ${then}), before GST.`,
};

const quantityOf = (text: string) => {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY ? n : undefined;
};

/**
 * A pasted list: one "SKU, quantity" per line (a tab or spaces also separate them, as a copied
 * spreadsheet gives them); blank lines are skipped. Lines that cannot be read are refused with
 * their number, so the buyer can mend them.
 */
export function readPastedList(text: string): { lines: QuickOrderLine[]; refused: RefusedLine[] } {
  const lines: QuickOrderLine[] = [];
  const refused: RefusedLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const source = `Pasted line ${i + 1}`;
    const match = /^\s*([^,;\t ]+)\s*[,;\t ]\s*(\S+)\s*$/.exec(raw);
    const quantity = match ? quantityOf(match[2]!) : undefined;
    if (!match || quantity === undefined) {
      refused.push({ source, sku: raw.trim().slice(0, 40), reason: QUICK_ORDER_TEXTS.pastedLine });
      return;
    }
    lines.push({ sku: normalSku(match[1]!), quantity, source });
  });
  return { lines, refused };
}

const text = z.string().default('');

/**
 * The quick-order form and POST /api/cart/quick-order: rows of SKU and quantity, and a pasted
 * list. Rows left blank are skipped; a row with a SKU needs a quantity.
 */
export const quickOrderSchema = z
  .object({
    rows: z
      .array(z.object({ sku: text, quantity: text }))
      .max(MAX_QUICK_ORDER_LINES)
      .default([]),
    pasted: z.string().max(20_000).default(''),
  })
  .transform((form, ctx) => {
    const lines: QuickOrderLine[] = [];
    form.rows.forEach((row, i) => {
      if (row.sku.trim() === '' && row.quantity.trim() === '') return;
      const quantity = quantityOf(row.quantity === '' ? '1' : row.quantity);
      if (row.sku.trim() === '' || quantity === undefined) {
        const path = row.sku.trim() === '' ? 'sku' : 'quantity';
        const message = path === 'sku' ? 'Enter the SKU' : QUICK_ORDER_TEXTS.quantity;
        ctx.addIssue({ code: 'custom', message, path: ['rows', i, path] });
        return;
      }
      lines.push({ sku: normalSku(row.sku), quantity, source: `Row ${i + 1}` });
    });
    const pasted = readPastedList(form.pasted);
    lines.push(...pasted.lines);
    if (lines.length === 0 && pasted.refused.length === 0) {
      ctx.addIssue({ code: 'custom', message: QUICK_ORDER_TEXTS.nothing, path: [] });
    }
    if (lines.length > MAX_QUICK_ORDER_LINES) {
      ctx.addIssue({ code: 'custom', message: QUICK_ORDER_TEXTS.tooMany, path: [] });
    }
    return { lines, refused: pasted.refused };
  });
export type QuickOrderInput = z.output<typeof quickOrderSchema>;

/** POST /api/cart/quick-order: lines of SKU and quantity, and or a pasted list. */
export const quickOrderBodySchema = z
  .object({
    lines: z
      .array(
        z.object({
          sku: z.string().trim().min(1).max(40),
          quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        }),
      )
      .max(MAX_QUICK_ORDER_LINES)
      .default([]),
    pasted: z.string().max(20_000).default(''),
  })
  .strict();
