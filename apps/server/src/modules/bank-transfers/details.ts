import {
  BANK_TRANSFER_METHOD,
  type BankAccount,
  type BankTransferDetails,
} from '@shop/shared/payments/bank-transfer';
import type { Database } from '../../db/database';
import type { OrderRow } from '../orders/repository';
import { transfersOf } from './repository';

/**
 * What the order's page, the back office and the API show of a bank-transfer order (ADR 106): the
 * account to pay into, the reference, until when, and the transfers recorded so far with how far
 * they are from the total. Null for orders paid another way.
 */
export async function bankTransferDetails(
  db: Database,
  order: OrderRow,
  account: BankAccount,
): Promise<BankTransferDetails | null> {
  if (order.payment_method !== BANK_TRANSFER_METHOD || !order.transfer_reference) return null;
  const transfers = await transfersOf(db, order.order_id);
  const receivedPaise = transfers.reduce((sum, t) => sum + t.amountPaise, 0);
  return {
    account,
    reference: order.transfer_reference,
    payBy: order.pay_by!,
    transfers,
    receivedPaise,
    differencePaise: receivedPaise - order.total_amount,
  };
}
