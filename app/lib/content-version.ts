/**
 * A number that goes up whenever published content changes (the server bumps it on each content-change
 * notice, from whichever process published). Memos of content read it to know that what they hold is out of
 * date, on top of their time to live. The server loads this file from source and the app build bundles its own
 * copy, so both share one counter through the global object.
 */
const holder = globalThis as typeof globalThis & { __dropwireContentVersion?: { value: number } };
holder.__dropwireContentVersion ??= { value: 0 };
const version = holder.__dropwireContentVersion;

export const contentVersion = (): number => version.value;

export function contentChanged(): void {
  version.value += 1;
}
