// Types of malloc-arenas.js (plain JavaScript: cli/dropwire.js runs it before any TypeScript loader).
export const SERVICES: ReadonlySet<string>;
export function limitMallocArenas(argv?: string[], env?: NodeJS.ProcessEnv): void;
