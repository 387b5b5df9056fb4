#!/usr/bin/env node
// The `dropwire` command: loads the TypeScript CLI through tsx so operators need no build step.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
