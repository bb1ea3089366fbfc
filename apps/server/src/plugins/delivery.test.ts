import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CompressedCopies } from '../lib/compressed-copies';
import { acceptedEncoding, keptBytes } from './delivery';

const request = (method: string, acceptEncoding?: string) =>
  // Only the method and the Accept-Encoding header are read.
  ({ method, headers: { 'accept-encoding': acceptEncoding } }) as unknown as FastifyRequest;

describe('kept bytes', () => {
  it('go in what a GET accepts, brotli first', () => {
    expect(acceptedEncoding(request('GET', 'gzip, deflate, br, zstd'))).toBe('br');
    expect(acceptedEncoding(request('GET', 'gzip'))).toBe('gzip');
    expect(acceptedEncoding(request('GET', 'br;q=0, gzip;q=0.5'))).toBe('gzip');
    expect(acceptedEncoding(request('GET', 'identity'))).toBeNull();
    expect(acceptedEncoding(request('GET'))).toBeNull();
    expect(acceptedEncoding(request('HEAD', 'br'))).toBeNull();
  });

  it('name their encoding in Content-Encoding, small bodies as they are', async () => {
    const answer = (body: string, acceptEncoding: string) => {
      const headers: Record<string, string> = {};
      // Only header() of the reply is called.
      const reply = { header: (name: string, value: string) => (headers[name] = value) };
      const bytes = keptBytes(
        request('GET', acceptEncoding),
        reply as unknown as FastifyReply,
        new CompressedCopies(Buffer.from(body)),
      );
      return { headers, bytes };
    };
    const large = answer('₹1,499 '.repeat(400), 'gzip');
    expect(large.headers).toEqual({ vary: 'accept-encoding', 'content-encoding': 'gzip' });
    expect(zlib.gunzipSync(await large.bytes).toString()).toBe('₹1,499 '.repeat(400));
    const small = answer('{"items":[]}', 'gzip, br');
    expect(small.headers).toEqual({ vary: 'accept-encoding' });
    expect(String(await small.bytes)).toBe('{"items":[]}');
  });
});
