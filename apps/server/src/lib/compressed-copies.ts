import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The encodings answers are compressed in, the preferred first. */
export const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Quality 4 is brotli's sweet spot for per-request work: near gzip -9 size, faster than gzip. */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Text answers smaller than this go out as they are: compressing them saves nothing. */
export const COMPRESS_THRESHOLD = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(zlib.brotliCompress)(body, BROTLI_OPTIONS),
  gzip: (body) => promisify(zlib.gzip)(body),
};

/**
 * Bytes sent as they are to many (a kept page, a kept JSON answer) with their compressed copies,
 * each made once, on Node's thread pool, by the first answer that asks for it (ADR 079, 081):
 * the compression hook would compress them again for every answer, on the event loop.
 */
export class CompressedCopies {
  private readonly copies: Partial<Record<Encoding, Promise<Buffer>>> = {};

  constructor(readonly body: Buffer) {}

  /** Whether compressing them is worth it (small bodies go as they are). */
  get compressible(): boolean {
    return this.body.length >= COMPRESS_THRESHOLD;
  }

  /** The bytes in `encoding` (null: as they are). */
  in(encoding: Encoding | null): Buffer | Promise<Buffer> {
    if (!encoding) return this.body;
    const kept = this.copies[encoding];
    if (kept) return kept;
    const made = compressors[encoding](this.body);
    this.copies[encoding] = made;
    made.catch(() => delete this.copies[encoding]);
    return made;
  }
}
