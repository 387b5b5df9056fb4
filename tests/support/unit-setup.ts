import { afterAll, vi } from 'vitest';

// The unit project runs its files one after another in shared workers (`isolate: false`, vitest.config.ts):
// a file that fakes the clock and does not give it back must not leave the next file on a fake one.
afterAll(() => {
  vi.useRealTimers();
});
