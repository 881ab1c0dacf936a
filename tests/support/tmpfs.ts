/**
 * A small tmpfs for tests that need a file system that fills up: `mount -t tmpfs -o size=…`,
 * which needs root (the test machines and CI run as root). A missing permission is an error,
 * never a skip.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Tmpfs {
  dir: string;
  /** writes a file until the file system is full; returns its path */
  fill(): string;
  unmount(): void;
}

export function mountTmpfs(sizeMb: number, owner?: string): Tmpfs {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`These tests mount a small tmpfs and need root: ${(error as { stderr?: Buffer }).stderr?.toString() ?? (error as Error).message}`);
  }
  if (owner) execFileSync('chown', [`${owner}:`, dir]);
  return {
    dir,
    fill() {
      const file = path.join(dir, 'filler');
      const fd = fs.openSync(file, 'w');
      try {
        for (const size of [1 << 20, 4096, 512]) {
          try {
            for (;;) fs.writeSync(fd, Buffer.alloc(size));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
      return file;
    },
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
