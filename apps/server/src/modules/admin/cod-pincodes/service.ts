import type { CodPincodeChange } from '@shop/shared/payments/cod-confirmation';
import type { Database } from '../../../db/database';
import { codOffPincodes, setCodOff } from '../../orders/cod-repository';
import { insertAudit, type Actor } from '../audit/repository';
import { assertPermitted } from '../permissions';

/**
 * PIN codes where Cash on Delivery is switched off (ADR 102): every staff member reads the list,
 * an owner changes it (the shop's settings), each change on the audit log.
 */
export class CodPincodeService {
  constructor(private readonly db: Database) {}

  list(): Promise<string[]> {
    return codOffPincodes(this.db);
  }

  /**
   * Switches COD off or back on for one PIN code; idempotent. Audited only when something
   * changed, so a form sent twice leaves one entry.
   */
  async change(actor: Actor, input: CodPincodeChange): Promise<string[]> {
    assertPermitted(actor.role, 'settings');
    const now = new Date();
    const off = input.cod === 'off';
    await this.db.transaction().execute(async (trx) => {
      const was = (await codOffPincodes(trx)).includes(input.pincode);
      if (was === off) return;
      await setCodOff(trx, input.pincode, off, now);
      await insertAudit(
        trx,
        actor,
        {
          action: off ? 'cod-pincode.off' : 'cod-pincode.on',
          entity: 'cod-pincode',
          entityId: input.pincode,
          details: { pincode: input.pincode, cod: input.cod },
        },
        now,
      );
    });
    return codOffPincodes(this.db);
  }
}
