import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe } from 'vitest';

/**
 * A real, small filesystem (tmpfs) that a test can fill up: the only honest way to see what the product does
 * when the disk runs out. Mounting needs root; where the machine refuses, `unavailable` says why and the
 * tests that need it are skipped under a name that carries the reason.
 */
export class SmallDisk {
  private static probed: string | undefined | null = null;

  private constructor(
    readonly dir: string,
    private readonly fillerPath: string,
  ) {}

  /** Why a small disk cannot be made here, or undefined when it can. */
  static get unavailable(): string | undefined {
    if (SmallDisk.probed === null) {
      try {
        SmallDisk.mount(1).unmount();
        SmallDisk.probed = undefined;
      } catch (error) {
        SmallDisk.probed = `cannot mount a tmpfs here (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
      }
    }
    return SmallDisk.probed;
  }

  /** A suite that needs a small disk: run, or skipped under a name that says why. */
  static describe(name: string, suite: () => void): void {
    const reason = SmallDisk.unavailable;
    describe.skipIf(reason !== undefined)(reason ? `${name} (skipped: ${reason})` : name, suite);
  }

  static mount(sizeMb: number): SmallDisk {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-small-disk-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'pipe' });
    } catch (error) {
      fs.rmdirSync(dir);
      throw error;
    }
    return new SmallDisk(dir, path.join(dir, 'filler'));
  }

  freeBytes(): number {
    const stats = fs.statfsSync(this.dir);
    return stats.bavail * stats.bsize;
  }

  /** Fills the disk until at most `leaveBytes` are free (every last block when 0). */
  fill(leaveBytes = 0): void {
    const fd = fs.openSync(this.fillerPath, 'a');
    try {
      for (let chunk = 1024 * 1024; chunk >= 512;) {
        const room = this.freeBytes() - leaveBytes;
        if (room <= 0) return;
        try {
          fs.writeSync(fd, Buffer.alloc(Math.min(chunk, room)));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          chunk /= 2;
        }
      }
    } finally {
      fs.closeSync(fd);
    }
  }

  /** Gives back what `fill` took. */
  free(): void {
    fs.rmSync(this.fillerPath, { force: true });
  }

  unmount(): void {
    execFileSync('umount', [this.dir], { stdio: 'pipe' });
    fs.rmdirSync(this.dir);
  }
}
