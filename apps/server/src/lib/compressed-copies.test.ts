import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedCopies } from './compressed-copies';

describe('compressed copies', () => {
  it('are made once per encoding, to the very bytes', async () => {
    const json = JSON.stringify({
      items: Array(200).fill({ name: 'Thermal printer', price: 1499 }),
    });
    const copies = new CompressedCopies(Buffer.from(json));
    expect(copies.in(null)).toBe(copies.body);
    const br = await copies.in('br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(json);
    expect(br.length).toBeLessThan(json.length / 10);
    expect(await copies.in('br')).toBe(br); // the same buffer, not made again
    expect(zlib.gunzipSync(await copies.in('gzip')).toString()).toBe(json);
  });

  it('tell a copy already made without making one', async () => {
    const copies = new CompressedCopies(Buffer.from('₹1,499 '.repeat(400)));
    expect(copies.ready(null)).toBe(copies.body);
    expect(copies.ready('br')).toBeUndefined();
    expect(copies.ready('br')).toBeUndefined(); // asking did not start one
    const br = await copies.in('br');
    expect(copies.ready('br')).toBe(br);
    expect(copies.ready('gzip')).toBeUndefined();
  });

  it('are not worth making for small bodies', () => {
    expect(new CompressedCopies(Buffer.alloc(1023)).compressible).toBe(false);
    expect(new CompressedCopies(Buffer.alloc(1024)).compressible).toBe(true);
  });
});
