import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module's own location: as source it is src/paths.ts, bundled it
 * is part of a chunk beside dist/main.js, one folder below apps/server either way. Files read at run time
 * (the demo catalogue, the web build) are found from here, whatever the working directory.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
