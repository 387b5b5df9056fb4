// Digest benchmark: the weekly digest built from the seeded demo content in the embedded PostgreSQL 18, then
// sent to 50,000 subscribers through a loopback SMTP server in a process of its own (smtp-server). Prints
// JSON: the build time, messages per second, and this process's memory (RSS sampled through the send).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../app/db/client.server';
import { startEmbeddedPostgres } from '../app/db/embedded.server';
import { runMigrations } from '../app/db/migrate.server';
import { seedDemoContent } from '../app/db/seed/seed.server';
import { createMailer } from '../app/domain/mail/mailer.server';
import { sendDueEditions } from '../app/domain/newsletter/edition-sender.server';
import { queueWeeklyDigest } from '../app/domain/newsletter/weekly-digest.server';
import { loadConfig } from '../app/lib/config.server';
import { createLogger } from '../app/lib/logger.server';
import { freePort } from '../tests/support/free-port';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 50_000);
const SAMPLE_MS = 100;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** CPU seconds a child process has used so far (utime + stime), from /proc. */
function childCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU time per message does not depend on what else the machine runs; messages per second does (two cores
 * shared with other work): the load average says how shared they were.
 */
const cpuNow = (smtpPid: number) => {
  const usage = process.cpuUsage();
  return { sender: (usage.user + usage.system) / 1e6, smtpServer: childCpuSeconds(smtpPid) };
};

type SmtpCounter = {
  url: string;
  pid: number;
  stop: () => Promise<{ messages: number; bytes: number; distinctMessageIds: number }>;
};

async function startSmtpCounter(): Promise<SmtpCounter> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/smtp-counter-process.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error('the SMTP server exited early');
  const { url } = JSON.parse(first.value) as { url: string };
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.stdin.end();
      const last = await lines.next();
      return JSON.parse(last.value as string);
    },
  };
}

/** RSS every SAMPLE_MS while the send runs, so a climb shows, not only the peak. */
function sampleRss() {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(process.memoryUsage.rss()), SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      samples.push(process.memoryUsage.rss());
      // Peak of each quarter of the run: flat memory is four similar figures.
      const quarter = Math.ceil(samples.length / 4);
      return {
        peakMb: mb(Math.max(...samples)),
        peakByQuarterMb: [0, 1, 2, 3].map((q) =>
          mb(Math.max(0, ...samples.slice(q * quarter, (q + 1) * quarter))),
        ),
        samples: samples.length,
      };
    },
  };
}

async function main() {
  const logger = createLogger('warn');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-digest-'));
  chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), logger });
  const database = connectDatabase(pg.url, { max: 8 });
  const smtp = await startSmtpCounter();
  const config = loadConfig({ SMTP_URL: smtp.url, SITE_URL: 'https://news.example.test', DATA_DIR: dataDir });
  const mailer = createMailer(config);
  try {
    const { db } = database;
    await runMigrations(database.pool);
    await seedDemoContent(db);

    const buildStarted = performance.now();
    const digest = await queueWeeklyDigest(db, {
      now: new Date(),
      timeZone: 'Europe/Berlin',
      siteName: config.SITE_NAME,
    });
    const buildMs = Math.round(performance.now() - buildStarted);
    if (digest.status !== 'queued') throw new Error(`no digest was built: ${JSON.stringify(digest)}`);
    await db.execute(
      sql`UPDATE newsletter_queue SET scheduled_for = now() - interval '1 second' WHERE id = ${digest.id}`,
    );
    const { rows: editionRows } = await db.execute<{ topics: string[] }>(
      sql`SELECT topics FROM newsletter_queue WHERE id = ${digest.id}`,
    );
    const topic = editionRows[0]!.topics[0] ?? 'news';
    // Half picked one of the edition's topics, half picked none (they get everything); a few more are not
    // confirmed or picked only deals, and must not get it.
    await db.execute(sql`
      INSERT INTO newsletter_subscribers (email, status, topics, confirmed_at)
      SELECT 'reader' || g || '@example.test', 'confirmed',
        CASE WHEN g % 2 = 0 THEN ARRAY[${topic}]::text[] ELSE '{}'::text[] END, now()
      FROM generate_series(1, ${SUBSCRIBERS}) g`);
    await db.execute(sql`
      INSERT INTO newsletter_subscribers (email, status, topics)
      SELECT 'other' || g || '@example.test', CASE WHEN g % 2 = 0 THEN 'pending' ELSE 'confirmed' END,
        CASE WHEN g % 2 = 0 THEN '{}'::text[] ELSE '{deals}'::text[] END
      FROM generate_series(1, 500) g`);

    const rss = sampleRss();
    const cpuBefore = cpuNow(smtp.pid);
    const started = performance.now();
    const report = await sendDueEditions({ db, config, logger }, mailer);
    const seconds = (performance.now() - started) / 1000;
    const memory = rss.stop();
    const cpuAfter = cpuNow(smtp.pid);
    const perMessageMs = (seconds: number) =>
      Number(((seconds * 1000) / Math.max(1, report.sent)).toFixed(3));
    mailer.close();
    const received = await smtp.stop();
    const { rows: statuses } = await db.execute<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM newsletter_deliveries GROUP BY status ORDER BY status`,
    );
    console.log(
      JSON.stringify(
        {
          benchmark: 'digest',
          date: new Date().toISOString(),
          subscribers: SUBSCRIBERS,
          digest: { stories: digest.stories, topics: editionRows[0]!.topics, buildMs },
          send: {
            sent: report.sent,
            failed: report.failed,
            seconds: Number(seconds.toFixed(1)),
            messagesPerSecond: Math.round(report.sent / seconds),
            cpuMsPerMessage: {
              sender: perMessageMs(cpuAfter.sender - cpuBefore.sender),
              smtpServer: perMessageMs(cpuAfter.smtpServer - cpuBefore.smtpServer),
            },
          },
          machine: {
            cores: os.availableParallelism(),
            loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
          },
          received,
          deliveries: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
          memory,
          target: { messagesPerSecond: 500 },
        },
        null,
        2,
      ),
    );
  } finally {
    mailer.close();
    await database.close();
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
