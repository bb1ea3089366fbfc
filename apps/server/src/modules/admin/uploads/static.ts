import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX } from './service';

/**
 * Serves uploaded product images at /uploads/*. Their names are random and never reused, so a
 * browser may keep them for a year.
 */
export async function registerUploadsStatic(app: FastifyInstance, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: 31_536_000_000,
    immutable: true,
  });
}
