// Counts type assertions (`x as T`, `<T>x`; `x as unknown as T` once; never `as const`) in
// production code: apps/server/src, apps/web/app and packages/shared/src, tests excluded. Parses
// with TypeScript, so prose and `import * as` never count. Lint (local/explained-cast in
// eslint.config.js) requires a comment saying why on each one.
// Usage: node scripts/count-casts.mjs [--list]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import ts from 'typescript';

const files = execFileSync(
  'git',
  [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    'apps/server/src',
    'apps/web/app',
    'packages/shared/src',
  ],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && fs.existsSync(f));

const isConst = (type) =>
  ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'const';

const casts = [];
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node) => {
    const isCast = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
    // `x as unknown as T` is one cast: only the outer assertion counts.
    const inner = isCast && ts.isAsExpression(node.parent) && node.parent.expression === node;
    if (isCast && !inner && !isConst(node.type)) {
      const { line } = source.getLineAndCharacterOfPosition(node.type.getStart(source));
      casts.push(`${file}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 110)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (process.argv.includes('--list')) for (const c of casts) console.log(c);
console.log(`${casts.length} type assertions in ${files.length} production files`);
