import type { SourceText } from './summarise';

/**
 * Asks a model for an article's headline and summary; undefined when it gives none worth using. `model` names
 * the model that wrote it, for the article's provenance.
 */
export type Drafter = (
  sources: SourceText[],
) => Promise<{ headline: string; summary: string; model: string } | undefined>;
