import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Dropwire process (pid ${pid}) is already using the data folder ${dataDir}. ` +
        'Stop it first, or point DATA_DIR at another folder. Nothing was changed.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process: one embedded server per folder. A lock left behind by a
 * process that died is taken over; a live owner makes this throw before anything is touched.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'dropwire.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o644);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        // Only remove the lock if it is still ours.
        if (readPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(lockPath);
      if (owner !== undefined && owner !== process.pid && isAlive(owner))
        throw new DataDirInUseError(dataDir, owner);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}
