import type { SourceText } from './summarise';

/** Asks a model for an article's headline and summary; undefined when it gives none worth using. */
export type Drafter = (sources: SourceText[]) => Promise<{ headline: string; summary: string } | undefined>;
