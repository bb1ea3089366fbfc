// The production entry (npm start, bundled to dist/main.js by build.mjs): pages from the build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve';

const here = path.dirname(fileURLToPath(import.meta.url));

serve({ webBuildDir: path.resolve(here, '../../web/build') });
