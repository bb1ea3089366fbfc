// Run before the project's npm scripts: refuses, in one line, a Node.js older than the one the
// project targets (engines in package.json; .nvmrc names the same release). Plain JavaScript
// that any Node.js since 12 runs, so the old one can say why it stops.
import { readFileSync } from 'node:fs';

const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines
  .node; // "^26.12.1": this major, at this release or later
const [major, minor, patch] = wanted.replace(/^\^/, '').split('.').map(Number);
const [hasMajor, hasMinor, hasPatch] = process.versions.node.split('.').map(Number);
const fits = hasMajor === major && (hasMinor > minor || (hasMinor === minor && hasPatch >= patch));
if (!fits) {
  console.error(
    `This project needs Node.js ${wanted} (you have ${process.version}): run "source scripts/use-node.sh", or "nvm use" / "fnm use" (.nvmrc).`,
  );
  process.exit(1);
}
