// npm start: builds only when the build is missing or older than what it is built from, and says
// in one line which it is. `--check` says the same and exits 1 instead of building (0 when fresh);
// `--record` (the end of npm run build) notes which package-lock.json the build was made with.
// Usage: node scripts/build-if-stale.mjs [--check | --record]
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders whose files (and the folders themselves: a deleted file changes its folder) count. */
export const SOURCE_DIRS = [
  'apps/server/src',
  'apps/web/app',
  'apps/web/public',
  'packages/shared/src',
];

/** Single files the build reads: build configuration and the dependencies' declared versions. */
export const SOURCE_FILES = [
  'package.json',
  'tsconfig.base.json',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/tsconfig.json',
  'packages/shared/package.json',
];

/** What `npm run build` writes last in each app: the web app's render entry, the server bundle. */
export const OUTPUTS = ['apps/web/build/server/index.js', 'apps/server/dist/main.js'];

/**
 * The installed versions count by content: `npm install` rewrites package-lock.json even when
 * nothing changed, so its time says nothing. The build records the lock's hash here.
 */
const LOCK = 'package-lock.json';
export const LOCK_RECORD = 'apps/server/dist/package-lock.sha256';

// Tests beside the code are not built; generated types are not read by the build.
const SKIPPED = /(\.test\.[cm]?[jt]sx?$)|(^|\/)(node_modules|\.react-router)(\/|$)/;

/**
 * Why the build must run, or undefined when every output is newer than every source (by
 * modification time, which git also sets on the files a checkout or pull changes).
 * @param {string} root the repository's root folder
 * @returns {string | undefined}
 */
export function staleReason(root) {
  let builtAt = Infinity;
  for (const output of OUTPUTS) {
    const stat = statOrUndefined(path.join(root, output));
    if (!stat) return `${output} is missing`;
    builtAt = Math.min(builtAt, stat.mtimeMs);
  }
  const newest = newestSource(root);
  if (newest && newest.mtimeMs > builtAt) return `${newest.file} changed after the last build`;
  if (lockChanged(root, builtAt)) return `${LOCK} changed after the last build`;
  return undefined;
}

/** Writes the hash of the package-lock.json the build was just made with. */
export function recordLock(root) {
  const hash = lockHash(root);
  if (hash) fs.writeFileSync(path.join(root, LOCK_RECORD), `${hash}\n`);
}

function lockChanged(root, builtAt) {
  const hash = lockHash(root);
  if (!hash) return false;
  const recorded = statOrUndefined(path.join(root, LOCK_RECORD))
    ? fs.readFileSync(path.join(root, LOCK_RECORD), 'utf8').trim()
    : undefined;
  // A build without a record (an older one): judge by time, as for the other files.
  if (recorded === undefined) return fs.statSync(path.join(root, LOCK)).mtimeMs > builtAt;
  return recorded !== hash;
}

function lockHash(root) {
  const file = path.join(root, LOCK);
  if (!statOrUndefined(file)) return undefined;
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The most recently modified source file or folder. */
function newestSource(root) {
  let newest;
  const consider = (file, stat) => {
    if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { file, mtimeMs: stat.mtimeMs };
  };
  for (const file of SOURCE_FILES) {
    const stat = statOrUndefined(path.join(root, file));
    if (stat) consider(file, stat);
  }
  const walk = (dir) => {
    const stat = statOrUndefined(path.join(root, dir));
    if (!stat) return;
    consider(`${dir}/`, stat);
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (SKIPPED.test(rel)) continue;
      if (entry.isDirectory()) walk(rel);
      else consider(rel, fs.statSync(path.join(root, rel)));
    }
  };
  SOURCE_DIRS.forEach(walk);
  return newest;
}

function statOrUndefined(file) {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (process.argv.includes('--record')) {
    recordLock(root);
    process.exit(0);
  }
  const reason = staleReason(root);
  const check = process.argv.includes('--check');
  if (!reason) {
    console.log('Build is up to date (newer than every source file): not building.');
    process.exit(0);
  }
  console.log(`Build is stale (${reason}): ${check ? 'run npm run build' : 'building'}.`);
  if (check) process.exit(1);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
