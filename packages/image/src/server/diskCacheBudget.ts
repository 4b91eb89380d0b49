import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The size cap of the derivative cache on disk (decision 0881): it counts the bytes of every derivative file
 * and, past `maxBytes`, removes the least recently used ones (written or served) until the cache fits again.
 * The order of use is kept in memory; at start-up the files already there are counted, oldest first by their
 * access (else modification) time, so a restart keeps the cap. Removing a file another request is still
 * streaming is safe: the open descriptor keeps its bytes until it is closed.
 */
export class DiskCacheBudget {
  /** File → bytes, least recently used first (a Map keeps insertion order). */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly cacheDir: string,
    private readonly maxBytes: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Bytes of the derivatives counted now. */
  get bytes(): number {
    return this.total;
  }

  /** Derivative files counted now. */
  get files(): number {
    return this.entries.size;
  }

  /** A derivative was served from the disk: it becomes the most recently used. */
  async touch(file: string): Promise<void> {
    await this.ready();
    const size = this.entries.get(file);
    if (size === undefined) return;
    this.entries.delete(file);
    this.entries.set(file, size);
  }

  /** A derivative was written: count it, then evict the least recently used past the cap. */
  async add(file: string, bytes: number): Promise<void> {
    await this.ready();
    const previous = this.entries.get(file);
    if (previous !== undefined) {
      this.total -= previous;
      this.entries.delete(file);
    }
    this.entries.set(file, bytes);
    this.total += bytes;
    await this.evict();
  }

  private ready(): Promise<void> {
    this.loading ??= this.load().catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.onError(error);
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const found: { file: string; bytes: number; usedMs: number }[] = [];
    const entries = await readdir(this.cacheDir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const file = join(entry.parentPath, entry.name);
      const stats = await stat(file).catch(() => null);
      if (stats)
        found.push({ file, bytes: stats.size, usedMs: Math.max(stats.atimeMs, stats.mtimeMs) });
    }
    found.sort((a, b) => a.usedMs - b.usedMs);
    // Files written while the folder was read are already counted, as the most recent.
    const recent = [...this.entries];
    this.entries.clear();
    this.total = 0;
    for (const { file, bytes } of found) {
      this.entries.set(file, bytes);
      this.total += bytes;
    }
    for (const [file, bytes] of recent) {
      this.total -= this.entries.get(file) ?? 0;
      this.entries.delete(file);
      this.entries.set(file, bytes);
      this.total += bytes;
    }
    await this.evict();
  }

  private async evict(): Promise<void> {
    while (this.total > this.maxBytes && this.entries.size > 0) {
      const [file, bytes] = this.entries.entries().next().value as [string, number];
      // Out of the count before the removal: a concurrent eviction never takes the same file twice.
      this.entries.delete(file);
      this.total -= bytes;
      await unlink(file).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.onError(error);
      });
    }
  }
}
