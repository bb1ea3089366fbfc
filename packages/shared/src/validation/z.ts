import { z } from 'zod';

/**
 * The one zod every schema is built with. In the browser it runs without its JIT: zod probes
 * for `new Function` to compile fast object parsers, and our CSP (no 'unsafe-eval', ADR 004)
 * refuses the probe, which Chrome reports as a page issue on every page with a form. The server
 * keeps the JIT. Set here, before any schema exists, since zod reads it when a schema is made.
 */
z.config({ jitless: 'document' in globalThis });

export { z };
