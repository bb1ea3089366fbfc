import { pincodeStateCheck } from '@shop/shared/india/pincodes';
import { InvalidInputError } from '../../lib/domain-errors';
import { findPin } from './directory';

/**
 * The shared PIN/state rule (ADR 053) where a service meets it: refuses a known PIN in another
 * state (invalid_input 'pincode_state_mismatch', on `field`) and answers whether the PIN is known
 * (an unknown one is flagged, never refused).
 */
export function checkPinState(
  address: { pincode: string; state: string },
  field = 'pincode',
): { pincodeKnown: boolean } {
  const check = pincodeStateCheck(findPin(address.pincode), address.state);
  if (check.error) {
    throw new InvalidInputError('pincode_state_mismatch', check.error, { [field]: check.error });
  }
  return { pincodeKnown: !check.unknown };
}
