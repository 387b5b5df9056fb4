import {
  artistFrom,
  type DiscoveredKind,
  kindAfter,
  kindBefore,
  kindSuffixes,
  labelBefore,
  newBefore,
  newsVerbs,
  notArtistBy,
  notLabels,
  objectKinds,
  performVerbs,
  auxiliaries,
  releaseAfter,
  releaseWords,
  titleAfter,
  titleBefore,
} from './name-evidence';
import type { NameToken } from './name-tokens';

const gearWords = objectKinds.find(([kind]) => kind === 'brand')![1];
/** A model code, version or generation: "XDJ-AZ", "TR-909", "12.2", "MKII", "III". */
const modelPart = (word: string) =>
  (/\d/.test(word) && /\p{L}/u.test(word)) ||
  /^\d+(?:\.\d+)+$/.test(word) ||
  /^(?:II|III|IV|MK\d*|MKII|X{1,2}L?)$/.test(word) ||
  /^\p{Lu}{2,}-\p{Lu}{2,}$/u.test(word);

/** The kind the words of a sentence after a verb or possessive point to ("announces a new EP"). */
function objectKind(tokens: NameToken[], from: number, window: number): DiscoveredKind | null {
  for (let at = from; at < Math.min(tokens.length, from + window); at++) {
    if (at > from && tokens[at]!.sentenceStart) break;
    for (const [kind, objects] of objectKinds) if (objects.has(tokens[at]!.lower)) return kind;
  }
  return null;
}

/** The sentence's words before a token, nearest first. */
function sentenceBefore(tokens: NameToken[], first: number): NameToken[] {
  const words: NameToken[] = [];
  if (tokens[first]!.sentenceStart) return words;
  for (let at = first - 1; at >= 0; at--) {
    words.push(tokens[at]!);
    if (tokens[at]!.sentenceStart) break;
  }
  return words;
}

/**
 * What the words around a name (tokens `first` to `last`) say it is: its kind, whether it does something
 * ("X announces"), or `title` when it names a tour, record or place instead ("the Velvet Orbit tour",
 * "in Mexico City").
 */
export function kindFromContext(
  tokens: NameToken[],
  first: number,
  last: number,
  known: (string | undefined)[],
): 'title' | { kind: DiscoveredKind | null; verb: boolean } {
  const run = tokens.slice(first, last + 1);
  const earlier = sentenceBefore(tokens, first);
  const before = earlier[0];
  const twoBefore = earlier[1];
  const afterToken = tokens[last + 1];
  const after = afterToken && !afterToken.sentenceStart ? afterToken : undefined;
  const possessive = run.at(-1)!.possessive;
  const suffix = run.length >= 2 ? kindSuffixes[run.at(-1)!.lower] : undefined;
  // "Drumlogue 2", "Push 3": a number after a name is a model's generation.
  const hasModel =
    run.some((token) => modelPart(token.text)) || (run.length >= 2 && /^\d{1,4}$/.test(run.at(-1)!.text));

  if (after && !possessive && releaseAfter.has(after.lower) && before && newBefore.has(before.lower))
    return { kind: 'artist', verb: false };
  if (!suffix && !possessive && after && titleAfter.has(after.lower)) return 'title';
  if (!suffix && before && titleBefore.has(before.lower)) return 'title';

  let kind: DiscoveredKind | null = null;
  if (before && labelBefore.has(before.lower) && !notLabels.has(run[0]!.lower))
    if (suffix === 'label' || earlier.some((token) => releaseWords.has(token.lower))) kind = 'label';
  kind ??= suffix ?? null;
  if (!kind && before) {
    const word = before.lower;
    if (word === 'at' || (word === 'the' && twoBefore?.lower === 'at')) kind = 'venue';
    else if (word === 'to' && twoBefore && /^sign/.test(twoBefore.lower)) kind = 'label';
    else if (word === 'by') kind = twoBefore && notArtistBy.has(twoBefore.lower) ? null : 'artist';
    else if (word === 'from') kind = twoBefore && artistFrom.has(twoBefore.lower) ? 'artist' : null;
    else kind = kindBefore[word] ?? null;
  }
  if (!kind && after && !possessive) kind = kindAfter[after.lower] ?? null;
  if (!kind && possessive) kind = objectKind(tokens, last + 1, 3);
  // A model code in a sentence about a brand, or a name before a gear word, is a product: "Elektron has
  // released the TR-909", "the Syntakt drum machine".
  const brandInSentence =
    (before !== undefined && known[first - 1] === 'brand') ||
    earlier.some((_, offset) => known[first - 1 - offset] === 'brand');
  const gearAfter = after !== undefined && gearWords.has(after.lower);
  if (
    (!kind || kind === 'brand') &&
    ((hasModel && (brandInSentence || gearAfter)) ||
      (before !== undefined && known[first - 1] === 'brand' && run.length <= 3) ||
      (gearAfter && before !== undefined && ['the', 'its', 'new', 'their'].includes(before.lower)))
  )
    kind = 'product';
  const verb = after !== undefined && !possessive && newsVerbs.has(after.lower);
  if (verb && !kind)
    kind =
      after.lower === 'signs' && tokens[last + 2]?.capitalised ? 'label' : objectKind(tokens, last + 2, 6);
  if (!kind && after && !possessive) {
    // "X will play", "X is set to perform": an act.
    let at = last + 1;
    while (at < Math.min(tokens.length, last + 4) && auxiliaries.has(tokens[at]!.lower)) at++;
    const next = tokens[at];
    if (next && !next.sentenceStart && performVerbs.has(next.lower)) kind = 'artist';
  }
  return { kind, verb };
}
