/** The image formats the back office accepts, by their content type. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const startsWith = (buf: Uint8Array, bytes: readonly number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What a file really is, judged by its first bytes (its "magic number") rather than by the name
 * or content type the browser sent: JPEG FF D8 FF; PNG's 8-byte signature; WebP a RIFF container
 * whose form type is WEBP.
 */
export function sniffImageType(buf: Uint8Array): AcceptedImageType | undefined {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
