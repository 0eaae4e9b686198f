import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PHOTO_CONTENT_TYPES,
  extensionOf,
  typeOfName,
  uploadUrl,
  type OpenedPhoto,
  type PhotoStorage,
  type PhotoType,
  type StoredPhoto,
} from './photo-storage';

/** Photos as files in one folder; names are generated (UUID + extension), so no user input reaches a path. */
export class DiskPhotoStorage implements PhotoStorage {
  private readonly dir: string;
  private ready: Promise<unknown> | null = null;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  private ensureDir() {
    this.ready ??= mkdir(this.dir, { recursive: true });
    return this.ready;
  }

  async save(data: Buffer, type: PhotoType): Promise<StoredPhoto> {
    await this.ensureDir();
    const name = `${randomUUID()}.${extensionOf(type)}`;
    const final = path.join(this.dir, name);
    const tmp = path.join(this.dir, `.${name}.tmp`);
    // Write then rename: a reader never sees a half-written file.
    await writeFile(tmp, data, { flag: 'wx', mode: 0o644 });
    await rename(tmp, final);
    return { name, url: uploadUrl(name), contentType: PHOTO_CONTENT_TYPES[type], size: data.length };
  }

  async open(name: string): Promise<OpenedPhoto | null> {
    const type = typeOfName(name);
    if (!type) return null;
    const file = path.join(this.dir, name);
    try {
      const s = await stat(file);
      if (!s.isFile()) return null;
      return { stream: createReadStream(file), contentType: PHOTO_CONTENT_TYPES[type], size: s.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    if (!typeOfName(name)) return;
    await unlink(path.join(this.dir, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}
