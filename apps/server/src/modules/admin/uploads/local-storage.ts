import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { StoredFile, UploadStorage } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

const isMissing = (err: unknown) => {
  const code = (err as { code?: string }).code; // a thrown value may be anything; only read
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/** Uploads as files in one folder (DATA_DIR/uploads or UPLOADS_DIR): one machine, no setup. */
export class LocalFolderStorage implements UploadStorage {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
    fs.mkdirSync(this.root, { recursive: true });
  }

  /** The file for a key, never outside the folder (keys are checked before, this is a backstop). */
  private fileOf(key: string): string | undefined {
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : undefined;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`upload key outside the uploads folder: ${key}`);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(file, body, { flag: 'wx' });
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = this.fileOf(key);
    if (!file) return undefined;
    // Open first, then stat the open file: no gap in which it could vanish or change.
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return {
        body: handle.createReadStream(),
        contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        contentLength: stat.size,
        // Weak, as the same bytes written again would get a new one: size and modification time.
        etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
      };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (file) await fsp.rm(file, { force: true });
  }

  async close(): Promise<void> {}
}
