/** How far readers may lean on an AI-assisted article's headline and summary, and why. */
export type AiProvenance = {
  /** The model that wrote them; null for articles drafted before the model was recorded. */
  model: string | null;
  confidence: 'high' | 'medium' | 'low' | 'unknown';
  note: string;
};

// Below these shares of its words found in the sources, a draft says more in its own words than theirs.
const HIGH_SUPPORT = 0.85;
const MEDIUM_SUPPORT = 0.65;

/**
 * The confidence note of an AI-assisted article, from what the newsroom stored when the model drafted it:
 * every draft has passed the check that refuses names, numbers and links no source has; `support` is the
 * share of its words its sources contain, and more sources telling the story make it firmer.
 */
export function aiProvenance(model: string | null, support: number | null, sources: number): AiProvenance {
  const from = `${sources} source${sources === 1 ? '' : 's'}`;
  const checked = 'Every name and number in it was checked against the sources.';
  if (support === null)
    return {
      model,
      confidence: 'unknown',
      note: `The headline and summary were written by a language model from ${from}. ${checked}`,
    };
  const share = Math.round(support * 100);
  const confidence =
    support >= HIGH_SUPPORT && sources >= 2 ? 'high' : support >= MEDIUM_SUPPORT ? 'medium' : 'low';
  const advice = {
    high: 'It keeps close to what the sources say.',
    medium: 'Parts are in the model’s own words: the sources below say it first-hand.',
    low: 'Much of it is in the model’s own words: read the sources below before relying on it.',
  }[confidence];
  return {
    model,
    confidence,
    note: `The headline and summary were written by a language model from ${from}; ${share}% of their words are the sources’ own. ${checked} ${advice}`,
  };
}
