import type { SourceText } from './summarise';

/**
 * Asks a model for an article's headline and summary; undefined when it gives none worth using. `model` names
 * the model that wrote it, for the article's provenance. `language` is the language to write in (ISO 639-1)
 * when it is not the sources': the site's, for a story told only in another (decision 069).
 */
export type Drafter = (
  sources: SourceText[],
  options?: { language?: string },
) => Promise<{ headline: string; summary: string; model: string } | undefined>;
