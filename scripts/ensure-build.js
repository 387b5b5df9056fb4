// npm start builds the app when build/ is missing or older than the sources, so a fresh clone just works.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const marker = 'build/server/index.js';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sources = Math.max(newestMtime('app'), newestMtime('public'), statSync('package-lock.json').mtimeMs);
if (!existsSync(marker) || statSync(marker).mtimeMs < sources) {
  console.log('Building Dropwire…');
  execSync('npm run build', { stdio: 'inherit' });
}
