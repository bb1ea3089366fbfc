import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { statesIn } from './error-text';
import { catalogueTranslate } from './translate-for-tests';

describe('statesIn', () => {
  const hi = catalogueTranslate('hi');
  // The catalogue's keys are typed; a state's key is made from its GST code at run time.
  const t = (key: string) => hi(key as MessageKey);

  it('says the states an error names in Hindi and leaves other values alone', () => {
    expect(statesIn({ pincode: '560025', states: 'Karnataka / Goa', state: 'Kerala' }, t)).toEqual({
      pincode: '560025',
      states: 'कर्नाटक / गोवा',
      state: 'केरल',
    });
  });
});
