/** What a long backup or restore reports as it goes; on a terminal, one line rewritten in place. */
export type Progress = { update: (text: string) => void; done: () => void };

/** How often the line is rewritten at most: often enough to look alive, rarely enough to cost nothing. */
const INTERVAL_MS = 200;

/**
 * Progress on standard error when it is a terminal, and none otherwise: a cron job's or a pipe's log gets
 * the command's summary, not hundreds of carriage returns.
 */
export function terminalProgress(
  stream: { isTTY?: boolean; write: (text: string) => unknown; columns?: number },
  now: () => number = Date.now,
): Progress | undefined {
  if (!stream.isTTY) return undefined;
  let last = 0;
  let shown = false;
  return {
    update(text) {
      if (now() - last < INTERVAL_MS) return;
      last = now();
      const width = Math.max(20, (stream.columns ?? 80) - 1);
      stream.write(`\r\u001b[2K${text.slice(0, width)}`);
      shown = true;
    },
    done() {
      if (shown) stream.write('\r\u001b[2K');
      shown = false;
    },
  };
}
