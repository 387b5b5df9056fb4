import type { NormalisedItem } from './normalise-item';
import type { Signature } from './similarity';

/** A new item of a batch with what grouping and publishing need from its source. */
export type BatchItem = NormalisedItem & {
  id: string;
  sourceId: string;
  sourceName: string;
  sourceCategory: string;
  /** What the source publishes: news reports, or videos and posts (quoted in articles, never their text). */
  sourceKind?: 'news' | 'video' | 'social';
  autoPublish: boolean;
  signature: Signature;
  bands: number[];
};
