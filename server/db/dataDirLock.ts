import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** A second server on the same embedded database directory: it must not start. */
export class DataDirLockedError extends Error {}

interface Holder {
  pid: number;
  port: number | null;
  startedAt: string;
}

function describeHolder(dataDir: string): string {
  const file = join(dataDir, 'server.pid');
  if (!existsSync(file)) return 'another process';
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return `process ${holder.pid}${holder.port ? ` (port ${holder.port})` : ''}, started ${holder.startedAt}`;
  } catch {
    return 'another process';
  }
}

/**
 * Locks DATA_DIR for this process, so that two servers never open the same embedded database (they would
 * hand out the same ids and corrupt its files). The lock is kept fresh while the process lives and goes
 * stale within 15 s after a crash, so a restarted server gets it back. Returns the release function.
 */
export async function lockDataDir(dataDir: string, port: number | null): Promise<() => Promise<void>> {
  const pidFile = join(dataDir, 'server.pid');
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'server.lock'),
      stale: 15_000,
      update: 5_000,
      retries: 0,
      realpath: false,
      onCompromised: (error) => {
        console.error(`The lock on DATA_DIR ${dataDir} was lost (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED')
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another Client Care server: ${describeHolder(dataDir)}. ` +
          'Stop that server first, or give this one its own DATA_DIR (or a DATABASE_URL).',
      );
    throw error;
  }
  const holder: Holder = { pid: process.pid, port, startedAt: new Date().toISOString() };
  writeFileSync(pidFile, JSON.stringify(holder));
  return async () => {
    rmSync(pidFile, { force: true });
    await release();
  };
}
