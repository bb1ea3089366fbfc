import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ILLUSTRATION,
  ILLUSTRATION_WIDTHS,
  ILLUSTRATIONS_PATH,
  UPLOAD_FORMATS,
  uploadVariantName,
  VARIANT_ENCODING,
  type UploadFormat,
} from '@shop/shared/catalogue/image-sources';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** A made picture's address (`uploadVariantName`): the illustration's name, a width, a format. */
const PICTURE_URL = new RegExp(`^${ILLUSTRATIONS_PATH}/(p\\d+-\\d+)-(\\d+)\\.(avif|webp)$`);

/**
 * Made pictures are kept by their SVG's content, so a build makes only those of changed
 * illustrations: a fresh clone makes all of them once (about 25 s on two cores).
 */
const CACHE_DIR = path.resolve(
  import.meta.dirname,
  '../../../node_modules/.cache/shop-illustrations',
);

async function picture(svg: Buffer, width: number, format: UploadFormat): Promise<Buffer> {
  const hash = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 32);
  const cached = path.join(CACHE_DIR, `${hash}-${width}.${format}`);
  try {
    return await fs.readFile(cached);
  } catch {
    const data = await sharp(svg)
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, VARIANT_ENCODING[format])
      .toBuffer();
    await fs.mkdir(CACHE_DIR, { recursive: true });
    // Written under a temporary name first: two builds at once never read half a file.
    const partial = `${cached}.${process.pid}`;
    await fs.writeFile(partial, data);
    await fs.rename(partial, cached);
    return data;
  }
}

/** Runs `work` over `items`, two at a time (sharp uses more threads for each). */
async function eachTwoAtATime<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all([worker(), worker()]);
}

/**
 * The demo catalogue's product illustrations as AVIF and WebP pictures at ILLUSTRATION_WIDTHS
 * (ADR 113), which the pages offer in `srcset`s instead of the SVGs: written beside the SVGs in
 * the client build, and made on request by the dev server.
 */
export function illustrationPictures(publicDir: string): Plugin {
  const source = path.join(publicDir, ILLUSTRATIONS_PATH);
  return {
    name: 'shop:illustration-pictures',
    // Pictures are the browser's: the server build has no public files.
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }) {
      if (!dir) return;
      const names = (await fs.readdir(source))
        .map((file) => ILLUSTRATION.exec(`${ILLUSTRATIONS_PATH}/${file}`)?.[1])
        .filter((name): name is string => name !== undefined);
      const out = path.join(dir, ILLUSTRATIONS_PATH);
      await eachTwoAtATime(names, async (name) => {
        const svg = await fs.readFile(path.join(source, `${name}.svg`));
        for (const width of ILLUSTRATION_WIDTHS) {
          for (const format of UPLOAD_FORMATS) {
            const file = path.join(out, uploadVariantName(name, width, format));
            await fs.writeFile(file, await picture(svg, width, format));
          }
        }
      });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = PICTURE_URL.exec(req.url ?? '');
        const width = Number(match?.[2]);
        if (!match || !(ILLUSTRATION_WIDTHS as readonly number[]).includes(width)) return next();
        const format = match[3] as UploadFormat;
        fs.readFile(path.join(source, `${match[1]}.svg`))
          .then((svg) => picture(svg, width, format))
          .then((data) => {
            res.setHeader('content-type', `image/${format}`);
            res.end(data);
          })
          .catch(() => next());
      });
    },
  };
}
