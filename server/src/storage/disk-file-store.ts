import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import {
  access,
  copyFile,
  mkdir,
  readdir,
  realpath,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {
  ByteRange,
  FileStat,
  FileStore,
  ListedFile,
  LocalFile,
  PutBody,
  PutFileOptions,
} from './file-store';
import { moveFile } from './move-file';
import { FileNotFoundError, RangeNotSatisfiableError } from './storage-errors';
import { checkKey, checkPrefix } from './storage-key';

/** Where writes are assembled before their rename: inside the root (one filesystem), hidden from keys. */
const STAGING = '.staging';

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function statOf(info: { size: number; mtimeMs: number; mtime: Date }): FileStat {
  return {
    size: info.size,
    etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs * 1000).toString(16)}"`,
    modified: info.mtime,
  };
}

/**
 * Files under one folder (DATA_DIR), a key being the path below it. Writes land in a staging file and are
 * renamed into place, so readers never see half a file; keys are checked, and a stored path that resolves
 * (through links) outside the folder is treated as missing.
 */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk';
  private readonly staging: string;

  constructor(readonly root: string) {
    this.staging = join(root, STAGING);
  }

  private pathOf(key: string): string {
    return join(this.root, checkKey(key));
  }

  /** The real path of a stored regular file, or null when missing or outside the root. */
  private async locate(key: string): Promise<{ path: string; info: FileStat } | null> {
    const path = this.pathOf(key);
    try {
      const [real, root] = await Promise.all([realpath(path), realpath(this.root)]);
      if (!real.startsWith(root + sep)) return null;
      const info = await stat(real);
      return info.isFile() ? { path: real, info: statOf(info) } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  private async stagingFile(key: string): Promise<string> {
    await mkdir(this.staging, { recursive: true });
    const base = key.slice(key.lastIndexOf('/') + 1);
    return join(this.staging, `${randomBytes(8).toString('hex')}-${base}`);
  }

  private async commit(partial: string, key: string): Promise<FileStat> {
    const target = this.pathOf(key);
    try {
      await mkdir(dirname(target), { recursive: true });
      await rename(partial, target);
    } catch (err) {
      await unlink(partial).catch(() => undefined);
      throw err;
    }
    return statOf(await stat(target));
  }

  async put(key: string, body: PutBody): Promise<FileStat> {
    checkKey(key);
    const partial = await this.stagingFile(key);
    try {
      if (body instanceof Readable) await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      else await writeFile(partial, body, { flag: 'wx' });
    } catch (err) {
      await unlink(partial).catch(() => undefined);
      throw err;
    }
    return this.commit(partial, key);
  }

  async putFile(key: string, path: string, options: PutFileOptions = {}): Promise<FileStat> {
    checkKey(key);
    const partial = await this.stagingFile(key);
    try {
      if (options.move) await moveFile(path, partial);
      else await copyFile(path, partial);
    } catch (err) {
      await unlink(partial).catch(() => undefined);
      throw err;
    }
    return this.commit(partial, key);
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = await this.locate(key);
    if (!file) throw new FileNotFoundError(key);
    if (!range) return createReadStream(file.path);
    if (range.start >= file.info.size || range.start < 0 || range.end < range.start)
      throw new RangeNotSatisfiableError(key, file.info.size);
    return createReadStream(file.path, { start: range.start, end: Math.min(range.end, file.info.size - 1) });
  }

  async stat(key: string): Promise<FileStat | null> {
    return (await this.locate(key))?.info ?? null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.locate(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((err: unknown) => {
      if (!isMissing(err)) throw err;
    });
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    checkPrefix(prefix);
    // Only the folder the prefix names can hold matches; walk it, not the whole root.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    yield* this.walk(join(this.root, folder), prefix);
  }

  private async *walk(dir: string, prefix: string): AsyncGenerator<ListedFile> {
    let entries: string[];
    try {
      entries = (await readdir(dir, { withFileTypes: true }))
        .filter((e) => !e.name.startsWith('.') && (e.isFile() || e.isDirectory()))
        .map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    // In key order (a folder `a/` where its keys fall), so listings are stable.
    entries.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const entry of entries) {
      const path = join(dir, entry);
      const key = relative(this.root, path).split(sep).join('/');
      if (entry.endsWith('/')) {
        if (prefix.startsWith(`${key}/`) || `${key}/`.startsWith(prefix)) yield* this.walk(path, prefix);
        continue;
      }
      if (!key.startsWith(prefix)) continue;
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) yield { key, size: info.size, modified: info.mtime };
    }
  }

  async localFile(key: string): Promise<LocalFile> {
    const file = await this.locate(key);
    if (!file) throw new FileNotFoundError(key);
    return { path: file.path, release: async () => undefined };
  }

  /** Disk files have no URL of their own: the server streams them. */
  async signedUrl(key: string): Promise<string | null> {
    checkKey(key);
    return null;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}
