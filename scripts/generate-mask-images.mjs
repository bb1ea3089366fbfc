#!/usr/bin/env node
// Makes the small masks that draw the rating stars and the wishlist heart (components/ui/ui.css)
// from their SVG shapes beside them: 64 px PNGs, black with the shape's alpha. A mask that is an
// SVG image costs the page's main thread a document of its own for each shape on every load (as
// the demo illustrations did, ADR 113); a PNG is decoded off it (ADR 114). Run after changing an
// SVG: `node scripts/generate-mask-images.mjs`; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const DIR = fileURLToPath(new URL('../apps/web/app/components/ui/', import.meta.url));
const SHAPES = ['star', 'star-outline', 'heart', 'heart-outline'];
/** Three times the largest size drawn (a 20 px heart on a 3× screen is 60 px). */
const SIZE = 64;
/** The shapes are drawn on a 24-unit grid (Lucide's). */
const VIEW_BOX = 24;

for (const name of SHAPES) {
  const alpha = await sharp(readFileSync(`${DIR}${name}.svg`), { density: (72 * SIZE) / VIEW_BOX })
    .resize(SIZE, SIZE)
    .ensureAlpha()
    .extractChannel('alpha')
    .toColourspace('b-w')
    .toBuffer();
  const png = await sharp({
    create: { width: SIZE, height: SIZE, channels: 3, background: '#000' },
  })
    .joinChannel(alpha)
    .png({ compressionLevel: 9, palette: true, colours: 16 })
    .toBuffer();
  writeFileSync(`${DIR}${name}.png`, png);
  console.log(`${name}.png ${png.length} B`);
}
