// glibc's malloc gives each thread that finds the allocator busy an arena of its own, up to eight per core, and
// memory freed inside an arena stays with it. V8's compile and collection threads and libuv's pool each end up
// with one. Under the same requests, the web process peaked 5-23 MB lower (11 on average) with two arenas in
// all than with glibc's sixteen on this two-core machine, at the same throughput (decision 045). The limit is
// read once, when the C library starts, so a long-running service starts itself again with it set: the same
// process (execve keeps the PID, the flags and the open streams), at the cost of one exec.

/**
 * The commands that run for hours (cli/main.ts logs theirs on stdout): every other command is done before its
 * arenas matter.
 */
export const SERVICES = new Set(['serve', 'worker']);

/** What glibc reads, and the value the services run with unless an operator set their own. */
const ARENA_VARIABLE = 'MALLOC_ARENA_MAX';
const SERVICE_ARENAS = '2';

/**
 * Starts this process again with two malloc arenas when it is about to run a service on Linux and nothing set
 * the limit; otherwise returns and the command runs as it is. Other platforms' allocators ignore the variable.
 */
export function limitMallocArenas(argv = process.argv, env = process.env) {
  const command = argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (process.platform !== 'linux' || env[ARENA_VARIABLE] !== undefined || !SERVICES.has(command ?? ''))
    return;
  // Node 23.11 and later (the project pins 24); without it the service runs with glibc's default.
  if (typeof process.execve !== 'function') return;
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...argv.slice(1)], {
      ...env,
      [ARENA_VARIABLE]: SERVICE_ARENAS,
    });
  } catch (error) {
    // The service still runs, with glibc's default arenas.
    console.error(`Could not restart with ${ARENA_VARIABLE}=${SERVICE_ARENAS}: ${error.message}`);
  }
}
