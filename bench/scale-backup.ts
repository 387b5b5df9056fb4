// `dropwire backup` and `dropwire restore` of the filled database (issue 42, point 1): wall time and the
// archive's size. The restore goes into a new empty database on the same server, as an operator moving a site
// would; that database is dropped afterwards.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { runCli } from '../tests/support/spawn-server';
import { round } from './scale-fill';

async function timedCli(args: string[], env: Record<string, string>) {
  const start = performance.now();
  const run = runCli(args, env);
  const code = await run.exited;
  if (code !== 0) throw new Error(`dropwire ${args[0]} failed (${code}):\n${run.output().slice(-4000)}`);
  return round((performance.now() - start) / 1000);
}

export async function backupAndRestore(pool: Pool, databaseUrl: string, dataDir: string) {
  const archive = path.join(dataDir, 'scale-backup.jsonl.gz');
  const backupSeconds = await timedCli(['backup', '--output', archive], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
  });
  const target = `dropwire_scale_restore_${process.pid}`;
  await pool.query(`CREATE DATABASE ${target}`);
  try {
    const targetUrl = new URL(databaseUrl);
    targetUrl.pathname = `/${target}`;
    const restoreSeconds = await timedCli(['restore', archive], {
      DATABASE_URL: targetUrl.toString(),
      DATA_DIR: path.join(dataDir, 'restored'),
    });
    return { backupSeconds, restoreSeconds, archiveMb: round(statSync(archive).size / 2 ** 20) };
  } finally {
    await pool.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
  }
}
