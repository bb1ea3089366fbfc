import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildSprite,
  readIconNames,
  SPRITE_FILE,
} from '../../../../../scripts/build-icon-sprite.mjs';
import { ICON_NAMES } from './icon-names';

const appDir = fileURLToPath(new URL('../../', import.meta.url));

async function sources(dir: string): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
  return Promise.all(
    files.map(async (file) => ({
      file: relative(appDir, file),
      text: await readFile(file, 'utf8'),
    })),
  );
}

describe('icon sprite', () => {
  it('is what the build script makes of icon-names.ts (run scripts/build-icon-sprite.mjs after a change)', async () => {
    const names = await readIconNames();
    expect(names).toEqual([...ICON_NAMES]);
    expect(await readFile(SPRITE_FILE, 'utf8')).toBe(await buildSprite(names));
  });

  it('holds every listed icon once, and nothing else', async () => {
    const sprite = await readFile(SPRITE_FILE, 'utf8');
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...ICON_NAMES]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists only icons the app uses, and the app uses only listed icons', async () => {
    const files = (await sources(appDir)).filter((f) => !f.file.endsWith('icon-names.ts'));
    const all = files.map((f) => f.text).join('\n');
    const unused = ICON_NAMES.filter(
      (name) => !all.includes(`'${name}'`) && !all.includes(`"${name}"`),
    );
    expect(unused, 'listed but never used').toEqual([]);

    const named = [...all.matchAll(/<Icon\s+name="([^"]+)"/g)].map((m) => m[1]);
    const unknown = named.filter((name) => !(ICON_NAMES as readonly string[]).includes(name!));
    expect(unknown, 'used but not in the sprite').toEqual([]);
  });

  it('has replaced lucide-react’s inline icons everywhere', async () => {
    const files = await sources(appDir);
    expect(files.filter((f) => f.text.includes("from 'lucide-react")).map((f) => f.file)).toEqual(
      [],
    );
  });
});
