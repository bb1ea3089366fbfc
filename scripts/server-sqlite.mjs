// better-sqlite3 as the server has it. npm installs it under apps/server/node_modules, not at the
// root (kysely-codegen's optional peer range stops at 12), so the scripts and browser tests that
// open a shop's SQLite file load the server's copy from there.
import { createRequire } from 'node:module';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));

export default serverRequire('better-sqlite3');
