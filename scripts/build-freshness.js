// Whether the build in build/ is current: both `npm start` (scripts/ensure-build.js) and the `dropwire` command
// (cli/dropwire.js) ask, so neither runs code older than the sources beside it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The file written last by `npm run build`: the compiled command (scripts/build-cli.js). */
export const cliBundle = 'build/cli/main.js';

/** What the build is made from: the app, the command and server, the static files, the locked dependencies. */
const sourceFolders = ['app', 'cli', 'server', 'public'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** True when build/ exists and nothing it is made from changed after it was written; `root` is the project. */
export function isBuildCurrent(root = process.cwd()) {
  const marker = path.join(root, cliBundle);
  if (!existsSync(marker) || !existsSync(path.join(root, 'build/server/index.js'))) return false;
  const sources = Math.max(
    ...sourceFolders.map((folder) => newestMtime(path.join(root, folder))),
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  return statSync(marker).mtimeMs >= sources;
}
