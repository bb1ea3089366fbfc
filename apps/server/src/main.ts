// The production entry (npm start, bundled to dist/main.js by build.mjs): pages from the build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// React and other libraries choose their production or development code by NODE_ENV when they
// are first loaded, so it is settled before anything else is: the rest of the server comes in
// by a dynamic import (a chunk of its own, build.mjs), never hoisted above this line.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
const { serve } = await import('./serve');

const here = path.dirname(fileURLToPath(import.meta.url));

serve({ webBuildDir: path.resolve(here, '../../web/build') });
