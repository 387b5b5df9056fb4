import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded by the first image resized or uploaded rather than when the server starts: libvips and its
 * libraries take about 10 MB of resident memory that a process serving only pages never needs
 * (docs/decisions/026-server-memory-under-load.md).
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    // Variants are kept on disk; libvips' own cache of operations would only hold memory.
    sharp.cache(false);
    return sharp;
  }));
}
