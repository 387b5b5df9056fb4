import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { ArchiveError, parseLine, type ArchiveLine } from './archive-format';

/** The archive's lines in order, parsed; a file that is not a gzip stream of them fails with an ArchiveError. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveLine> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    lines.close();
  };
  source.on('error', fail);
  gunzip.on('error', fail);
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  // readline passes its input's errors on as its own: one failure, reported once, below.
  lines.on('error', fail);
  let number = 0;
  try {
    for await (const text of lines) {
      number += 1;
      if (text) yield parseLine(text, number);
    }
  } catch (error) {
    if (!failure) throw error;
  } finally {
    lines.close();
    source.destroy();
  }
  if (failure) {
    const code = (failure as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ArchiveError(`No archive at ${file}.`, { cause: failure });
    if (code === 'EISDIR') throw new ArchiveError(`${file} is a folder, not an archive.`, { cause: failure });
    throw new ArchiveError(`${file} is not a complete gzip file: is it a Dropwire backup, and whole?`, {
      cause: failure,
    });
  }
}
