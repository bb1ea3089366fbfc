import { describe, expect, it } from 'vitest';
import { displayName } from './user';

describe('display name', () => {
  it('is the name when there is one', () => {
    expect(displayName('Asha Rao', 'asha@example.com')).toBe('Asha Rao');
    expect(displayName('  Asha  ', 'asha@example.com')).toBe('Asha');
  });

  it('falls back to the part of the email before @', () => {
    expect(displayName(null, 'asha.rao@example.com')).toBe('asha.rao');
    expect(displayName('', 'ravi@example.com')).toBe('ravi');
    expect(displayName('   ', 'ravi@example.com')).toBe('ravi');
    expect(displayName(undefined, 'odd')).toBe('odd');
  });
});
