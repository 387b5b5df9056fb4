import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export type FeedServerProcess = {
  url: string;
  hostUrls: string[];
  /** The child's process id, so a benchmark can tell the server's CPU time from its own. */
  pid: number;
  close: () => Promise<void>;
};

/** Starts tests/fixtures/feed-server-process.ts in a child process and waits for its addresses. */
export async function startFeedServerProcess(hosts: number): Promise<FeedServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/fixtures/feed-server-process.ts', String(hosts)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the feed server exited early (code ${code})`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  const { url, hostUrls } = JSON.parse(line) as { url: string; hostUrls: string[] };
  return {
    url,
    hostUrls,
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
