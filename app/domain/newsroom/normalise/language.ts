// Very common short words per language: enough to tell the languages music news arrives in apart.
const stopwords: Record<string, string[]> = {
  en: [
    'the',
    'and',
    'of',
    'to',
    'in',
    'is',
    'for',
    'with',
    'on',
    'that',
    'this',
    'was',
    'are',
    'from',
    'his',
    'her',
    'their',
    'will',
    'has',
    'have',
  ],
  de: [
    'der',
    'die',
    'und',
    'das',
    'ist',
    'nicht',
    'mit',
    'den',
    'von',
    'auf',
    'für',
    'ein',
    'eine',
    'sich',
    'auch',
    'wird',
    'dem',
    'zu',
    'im',
    'sind',
  ],
  fr: [
    'le',
    'la',
    'les',
    'et',
    'des',
    'est',
    'une',
    'un',
    'pour',
    'dans',
    'du',
    'que',
    'qui',
    'sur',
    'avec',
    'pas',
    'au',
    'sont',
    'ce',
    'nous',
    // French's first word, as much Spanish's, Dutch's and Portuguese's: counted for some of them only, it
    // took a text for theirs. With it, words no other language here writes much.
    'de',
    'à',
    'ses',
    'aux',
    'ont',
    'été',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'que',
    'del',
    'en',
    'un',
    'una',
    'por',
    'con',
    'para',
    'es',
    'se',
    'su',
    'al',
    'como',
    'más',
    'pero',
    // Spanish's first word (see French), and words no other language here writes much.
    'de',
    'sus',
    'este',
    'esta',
    'fue',
    'tras',
  ],
  it: [
    'il',
    'di',
    'che',
    'e',
    'la',
    'per',
    'un',
    'una',
    'del',
    'della',
    'con',
    'non',
    'sono',
    'gli',
    'alla',
    'nel',
    'anche',
    'come',
    'più',
    'è',
  ],
  nl: [
    'de',
    'het',
    'een',
    'en',
    'van',
    'is',
    'dat',
    'niet',
    'op',
    'met',
    'voor',
    'zijn',
    'ook',
    'wordt',
    'naar',
    'bij',
    'door',
    'maar',
    'om',
    'uit',
    // Words English does not write: Dutch leads quote English names ("The Warehouse", "Godfather of House").
    'hij',
    'werd',
    'heeft',
  ],
  pt: [
    'o',
    'a',
    'os',
    'as',
    'de',
    'do',
    'da',
    'que',
    'e',
    'em',
    'um',
    'uma',
    'para',
    'com',
    'não',
    'por',
    'mais',
    'dos',
    'das',
    'se',
  ],
  // Languages the scene's outlets also write in (issue 38): Icelandic, Catalan and Croatian. Their lists keep
  // to words the other languages here do not share much, so adding them moved none of the others' texts.
  is: [
    'og',
    'að',
    'er',
    'sem',
    'með',
    'fyrir',
    'ekki',
    'það',
    'við',
    'hefur',
    'verður',
    'var',
    'frá',
    'hann',
    'hún',
    'eftir',
    'þar',
    'til',
    'sig',
    'úr',
  ],
  ca: [
    'els',
    'amb',
    'dels',
    'és',
    'seva',
    'seus',
    'aquest',
    'aquesta',
    'també',
    'perquè',
    'va',
    'molt',
    'als',
    'i',
    'pel',
    'hi',
    'ho',
    'però',
    'fins',
    'havia',
  ],
  hr: [
    'je',
    'i',
    'u',
    'na',
    'su',
    'za',
    'od',
    'koji',
    'koja',
    'koje',
    'što',
    'kao',
    'ali',
    'iz',
    'će',
    'nije',
    'ili',
    'bio',
    'bila',
    'nakon',
  ],
};
// Each stopword with the languages it belongs to ("de" is German, Spanish, Portuguese...), so a text is read
// once, not once per language.
const languagesOf = new Map<string, string[]>();
for (const [language, words] of Object.entries(stopwords))
  for (const word of words) languagesOf.set(word, [...(languagesOf.get(word) ?? []), language]);
const languages = Object.keys(stopwords);

// Languages told by their script alone: a text mostly in Hangul is Korean, one with kana Japanese (which also
// writes Han characters), one in Han characters without kana Chinese, one in Greek letters Greek. Cyrillic is
// shared by too many languages to tell this way and is left untold.
const HANGUL = /\p{Script=Hangul}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const GREEK = /\p{Script=Greek}/gu;
const LETTER = /\p{L}/gu;
/** Letters of a script, at least, and their least share of all letters, for the script to tell a language. */
const SCRIPT_LETTERS = 4;
const SCRIPT_SHARE = 0.3;

const countOf = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The language a text's script tells (Korean, Japanese, Chinese, Greek), when the script is most of it. */
function scriptLanguage(text: string): string | undefined {
  // Latin text, the common case, is told at once: none of its letters is above U+024F.
  if (!/[\u0370-\uffff]/u.test(text)) return undefined;
  const letters = countOf(text, LETTER);
  const enough = (count: number) => count >= SCRIPT_LETTERS && count >= letters * SCRIPT_SHARE;
  const hangul = countOf(text, HANGUL);
  if (enough(hangul)) return 'ko';
  const kana = countOf(text, KANA);
  const han = countOf(text, HAN);
  if (kana > 0 && enough(kana + han)) return 'ja';
  if (enough(han)) return 'zh';
  if (enough(countOf(text, GREEK))) return 'el';
  return undefined;
}

/**
 * The language of a text by its script (Korean, Japanese, Chinese, Greek) or else its share of each language's
 * stopwords; undefined when the text is too
 * short or no language stands out (names and track titles alone say nothing).
 */
export function detectLanguage(text: string): string | undefined {
  const script = scriptLanguage(text);
  if (script) return script;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 8) return undefined;
  const counts = new Map<string, number>(languages.map((language) => [language, 0]));
  for (const word of words)
    for (const language of languagesOf.get(word) ?? []) counts.set(language, counts.get(language)! + 1);
  // Ties keep the order of the stopword lists, as before.
  const scores = languages.map((language) => [language, counts.get(language)!] as const);
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] < 2 || best[1] < (second?.[1] ?? 0) * 1.3) return undefined;
  return best[0];
}
