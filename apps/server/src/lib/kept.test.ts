import { describe, expect, it } from 'vitest';
import { Kept } from './kept';

describe('Kept', () => {
  it('makes an answer once per key, keeps the most recent, and forgets a failure', async () => {
    const kept = new Kept<string>(2);
    let made = 0;
    const make = (answer: string) => async () => {
      made++;
      return answer;
    };
    const [a, again] = await Promise.all([kept.get('a', make('A')), kept.get('a', make('X'))]);
    expect([a, again, made]).toEqual(['A', 'A', 1]);

    await expect(kept.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('b', make('B'))).toBe('B');

    await kept.get('c', make('C')); // 'a' was used least recently: it goes
    expect(await kept.get('a', make('A2'))).toBe('A2');
  });

  it('tells an answer already made without making one', async () => {
    const kept = new Kept<string>(2);
    let finish = (_answer: string) => {};
    const making = kept.get('a', () => new Promise((resolve) => (finish = resolve)));
    expect(kept.settled('a')).toBeUndefined(); // still being made
    finish('A');
    await making;
    expect(kept.settled('a')).toBe('A');
    expect(kept.settled('b')).toBeUndefined();
    await expect(kept.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(kept.settled('b')).toBeUndefined();
  });
});
