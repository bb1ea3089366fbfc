import { cartTotals, type PricedLine } from '../pricing/cart-totals';

/*
 * The prepaid incentive (ADR 056, 102): paying online saves the Cash on Delivery fee and its GST.
 * Apart from cod.ts, which the storefront's every page loads with the cart: only the checkout's
 * payment step says this. The fee is the shop's `COD_FEE` setting; at 0 there is no incentive
 * and nothing is said.
 */

/**
 * What paying online saves against Cash on Delivery for these lines: the COD fee and its GST at
 * the goods' rate (ADR 096), in paise, as the order would charge them.
 */
export function prepaidSaving(
  lines: readonly PricedLine[],
  codFeePaise: number,
): {
  feePaise: number;
  taxPaise: number;
} {
  const cod = cartTotals(lines, { codFeePaise });
  return { feePaise: cod.codFeePaise, taxPaise: cod.codFeeTaxPaise };
}
