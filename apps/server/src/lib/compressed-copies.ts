import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

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
 * each made once, on Node's thread pool, by the first answer that asks for it (ADR 094):
 * the compression hook would compress them again for every answer, on the event loop.
 */
export class CompressedCopies {
  private readonly copies: Partial<Record<Encoding, Promise<Buffer>>> = {};
  private readonly made: Partial<Record<Encoding, Buffer>> = {};

  constructor(readonly body: Buffer) {}

  /** Whether compressing them is worth it (small bodies go as they are). */
  get compressible(): boolean {
    return this.body.length >= COMPRESS_THRESHOLD;
  }

  /** The encoding to send them in for this Accept-Encoding: none for small bodies. */
  encodingFor(accepted: string | undefined): Encoding | null {
    return this.compressible ? encodingFor(accepted) : null;
  }

  /** The bytes in `encoding` (null: as they are). */
  in(encoding: Encoding | null): Buffer | Promise<Buffer> {
    if (!encoding) return this.body;
    const kept = this.copies[encoding];
    if (kept) return kept;
    const made = compressors[encoding](this.body);
    this.copies[encoding] = made;
    made.then(
      (copy) => (this.made[encoding] = copy),
      () => delete this.copies[encoding],
    );
    return made;
  }

  /** The bytes in `encoding` if that copy is made already (null: as they are); nothing is made. */
  ready(encoding: Encoding | null): Buffer | undefined {
    return encoding ? this.made[encoding] : this.body;
  }
}

/** The encoding for an Accept-Encoding header: what it takes, brotli first; null for none. */
export function encodingFor(accepted: string | undefined): Encoding | null {
  return accepted ? negotiate(accepted, ENCODINGS) : null;
}
