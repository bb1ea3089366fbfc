import { describe, expect, it } from 'vitest';
import { QUICK_ORDER_TEXTS, quickOrderSchema, readPastedList } from './quick-order';

describe('the quick-order pad', () => {
  it('reads a pasted list: commas, tabs, semicolons or spaces, any case, blank lines skipped', () => {
    const { lines, refused } = readPastedList(
      'sb-pr-5815, 50\n\nSB-BM-100\t2\nBLP-SC-1D; 10\nTSC-LR-5025 3',
    );
    expect(lines).toEqual([
      { sku: 'SB-PR-5815', quantity: 50, source: 'Pasted line 1' },
      { sku: 'SB-BM-100', quantity: 2, source: 'Pasted line 3' },
      { sku: 'BLP-SC-1D', quantity: 10, source: 'Pasted line 4' },
      { sku: 'TSC-LR-5025', quantity: 3, source: 'Pasted line 5' },
    ]);
    expect(refused).toEqual([]);
  });

  it('refuses lines it cannot read, by their number', () => {
    const { lines, refused } = readPastedList(
      'SB-BM-100\nSB-BM-100, 0\nSB-BM-100, 100\nSB-BM-100, 2.5',
    );
    expect(lines).toEqual([]);
    expect(refused.map((r) => r.source)).toEqual([
      'Pasted line 1',
      'Pasted line 2',
      'Pasted line 3',
      'Pasted line 4',
    ]);
    expect(refused[0]!.reason).toBe(QUICK_ORDER_TEXTS.pastedLine);
  });

  it('takes rows (quantity 1 when left blank) with the list, and refuses an empty pad', () => {
    const ok = quickOrderSchema.safeParse({
      rows: [
        { sku: 'sb-bm-100', quantity: '' },
        { sku: '', quantity: '' },
      ],
      pasted: 'SB-PR-5815, 50',
    });
    expect(ok.success && ok.data.lines).toEqual([
      { sku: 'SB-BM-100', quantity: 1, source: 'Row 1' },
      { sku: 'SB-PR-5815', quantity: 50, source: 'Pasted line 1' },
    ]);
    const empty = quickOrderSchema.safeParse({ rows: [{ sku: '', quantity: '' }], pasted: '' });
    expect(empty.error?.issues[0]?.message).toBe(QUICK_ORDER_TEXTS.nothing);
    const noSku = quickOrderSchema.safeParse({ rows: [{ sku: '', quantity: '4' }] });
    expect(noSku.error?.issues[0]?.path).toEqual(['rows', 0, 'sku']);
  });
});
