import { Temporal as Polyfill } from '@js-temporal/polyfill';

/**
 * A date as Fedify's `Temporal.Instant`. Fedify's types name the standard Temporal (TypeScript's
 * esnext.temporal), while at run time on Node 24 it uses @js-temporal/polyfill, as we do here.
 */
export const instantOf = (date: Date) =>
  Polyfill.Instant.fromEpochMilliseconds(date.getTime()) as unknown as Temporal.Instant;
