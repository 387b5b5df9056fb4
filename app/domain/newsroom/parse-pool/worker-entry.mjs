// Worker threads start without the TypeScript loader the main thread has; this entry registers it first.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
