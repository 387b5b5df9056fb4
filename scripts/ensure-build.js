// npm start builds the app when build/ is missing or older than the sources, so a fresh clone just works.
import { execSync } from 'node:child_process';
import { isBuildCurrent } from './build-freshness.js';

if (!isBuildCurrent()) {
  console.log('Building Dropwire…');
  execSync('npm run build', { stdio: 'inherit' });
}
