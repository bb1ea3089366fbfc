import fs from 'node:fs';
import path from 'node:path';
import { directoryKey, type PinPlace } from '@shop/shared/india/pincodes';
import { stateByGstCode } from '@shop/shared/india/states';
import { serverRoot } from '../../paths';

/**
 * India Post's all-India PIN directory as the shop ships it (ADR 053): a compact file generated
 * by scripts/generate-pincodes.mjs, read from disk on first use (like the demo catalogue, never
 * bundled, never sent to the browser) and kept in memory: about 19,000 PINs, a quarter megabyte.
 */
export const PIN_DIRECTORY_FILE = path.join(serverRoot, 'reference', 'pincodes.json');

interface DirectoryFile {
  source: { package: string; dataset: string; published: string };
  /** "district|GST state code" */
  places: string[];
  /** PIN → index into places, or [index, further state codes…] for a PIN across a border. */
  pins: Record<string, number | [number, ...string[]]>;
}

let loaded: DirectoryFile | undefined;

function directory(): DirectoryFile {
  // The file is the repository's own, written by the script above in exactly this shape.
  loaded ??= JSON.parse(fs.readFileSync(PIN_DIRECTORY_FILE, 'utf8')) as DirectoryFile;
  return loaded;
}

const stateName = (code: string) => stateByGstCode(code)?.name ?? code;

/** The place of a PIN code ('400 093' is read as '400093'), or undefined when it is not listed. */
export function findPin(pincode: string): PinPlace | undefined {
  const pin = directoryKey(pincode);
  const entry = pin === undefined ? undefined : directory().pins[pin];
  if (pin === undefined || entry === undefined) return undefined;
  const [index, ...others] = typeof entry === 'number' ? [entry] : entry;
  const [city = '', code = ''] = directory().places[index]!.split('|');
  return { pincode: pin, city, states: [code, ...others].map(stateName) };
}
