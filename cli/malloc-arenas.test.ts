import { describe, expect, it } from 'vitest';
import { limitMallocArenas } from './malloc-arenas.js';

// Starting again replaces the process: were any of these to do it, this test run would be gone, not passed.
describe('limitMallocArenas', () => {
  it('leaves a command that is no service as it is', () => {
    expect(limitMallocArenas(['node', 'dropwire.js', 'sources', 'list'], {})).toBeUndefined();
    expect(limitMallocArenas(['node', 'dropwire.js', '--dev', 'help'], {})).toBeUndefined();
  });

  it("keeps an operator's own limit", () => {
    expect(limitMallocArenas(['node', 'dropwire.js', 'serve'], { MALLOC_ARENA_MAX: '4' })).toBeUndefined();
    expect(limitMallocArenas(['node', 'dropwire.js', 'worker'], { MALLOC_ARENA_MAX: '' })).toBeUndefined();
  });
});
