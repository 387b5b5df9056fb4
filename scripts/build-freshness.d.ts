// Types of build-freshness.js (plain JavaScript, so `node` runs it before any TypeScript loader).
export const cliBundle: string;
export function isBuildCurrent(root?: string): boolean;
