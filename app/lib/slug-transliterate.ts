// Latin letters for the scripts headlines arrive in, so that an address reads the same whatever the script
// (issue 38): "Πέθανε ο…" gives "pethane-o", "소피" gives "sopi", "kveður" gives "kvedur", "电子音乐节" gives
// "dian-zi-yin-le-jie". Greek (ELOT 743, simplified), Cyrillic (a plain English-style reading), Japanese kana
// (Hepburn) and Korean Hangul (Revised Romanization, syllable by syllable) are read here; Chinese characters
// and Japanese kanji, which need a dictionary, by any-ascii's (Mandarin pinyin without tones, one syllable a
// word: kanji get their Chinese reading, "東京" gives "dong-jing", still an address in Latin letters).
import anyAscii from 'any-ascii';

/** CJK ideographs: the unified block and extension A, and the compatibility ideographs. */
const isHan = (code: number) =>
  (code >= 0x4e00 && code <= 0x9fff) ||
  (code >= 0x3400 && code <= 0x4dbf) ||
  (code >= 0xf900 && code <= 0xfaff);

const LATIN: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};
const GREEK_PAIRS: Record<string, string> = { ου: 'ou', αυ: 'av', ευ: 'ev', αι: 'ai', ει: 'ei', οι: 'oi' };

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

// Hiragana from あ (U+3042) in code order; katakana are the same 0x60 later. Small kana and ゔ are read apart.
const KANA =
  'a a i i u u e e o o ka ga ki gi ku gu ke ge ko go sa za shi ji su zu se ze so zo ta da chi ji tsu tsu zu te de to do na ni nu ne no ha ba pa hi bi pi fu bu pu he be pe ho bo po ma mi mu me mo ya ya yu yu yo yo ra ri ru re ro wa wa wi we wo n'.split(
    ' ',
  );
const SMALL_VOWELS = new Set([0x3041, 0x3043, 0x3045, 0x3047, 0x3049]);
const SMALL_Y: Record<string, string> = { ゃ: 'ya', ゅ: 'yu', ょ: 'yo' };

function kana(text: string, at: number): [latin: string, length: number] | undefined {
  let code = text.charCodeAt(at);
  if (code >= 0x30a1 && code <= 0x30f3) code -= 0x60;
  if (code < 0x3041 || code > 0x3093) return undefined;
  const char = String.fromCharCode(code);
  // A small tsu doubles the next consonant: "ッテ" is "tte".
  if (char === 'っ') {
    const next = kana(text, at + 1);
    return next ? [next[0][0] + next[0], next[1] + 1] : ['', 1];
  }
  const latin = KANA[code - 0x3041]!;
  // "き" + small "ゃ" is "kya"; "し" + "ゃ" is "sha".
  let following = text.charCodeAt(at + 1);
  if (following >= 0x30a1 && following <= 0x30f3) following -= 0x60;
  // A small vowel replaces the vowel before it: "ティ" is "ti", "ファ" "fa", "ウィ" "wi".
  if (SMALL_VOWELS.has(following) && latin.length > 0)
    return [(latin === 'u' ? 'w' : latin.slice(0, -1)) + KANA[following - 0x3041]!, 2];
  const small = SMALL_Y[String.fromCharCode(following)];
  if (small && latin.endsWith('i') && latin.length > 1) {
    const stem = latin.slice(0, -1);
    return [/(sh|ch|j)$/.test(stem) ? stem + small.slice(1) : stem + small, 2];
  }
  return [latin, 1];
}

const HANGUL_INITIAL = 'g kk n d tt r m b pp s ss _ j jj ch k t p h'.split(' ');
const HANGUL_MEDIAL = 'a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i'.split(' ');
const HANGUL_FINAL = '_ k k k n n n t l k m l l l p l m p p t t ng t t k t p t'.split(' ');
const blank = (part: string) => (part === '_' ? '' : part);

function hangul(code: number): string {
  const index = code - 0xac00;
  return (
    blank(HANGUL_INITIAL[Math.floor(index / 588)]!) +
    HANGUL_MEDIAL[Math.floor((index % 588) / 28)]! +
    blank(HANGUL_FINAL[index % 28]!)
  );
}

/** Runs of the scripts that write no spaces (Han, kana and its prolonged sound mark). */
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+/gu;

/** A text in Latin letters where its script can be read so; other characters are kept as they are. */
export function transliterate(text: string): string {
  // Plain ASCII needs no reading.
  if (!/[^\p{ASCII}]/u.test(text)) return text;
  // Chinese and Japanese write no space between their words and a Latin name or a number.
  text = text.replace(UNSPACED_RUN, ' $& ');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Kana and Hangul before anything else: decomposing would split their voiced marks and syllables.
    if (code >= 0xac00 && code <= 0xd7a3) {
      out += hangul(code);
      continue;
    }
    if (isHan(code)) {
      out += ` ${anyAscii(text[i]!).toLowerCase()} `;
      continue;
    }
    if (code === 0x30fc) {
      out += out.at(-1) ?? '';
      continue;
    }
    const read = kana(text, i);
    if (read) {
      out += read[0];
      i += read[1] - 1;
      continue;
    }
    const char = text[i]!.normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const pair =
      GREEK_PAIRS[
        char +
          (text[i + 1] ?? '')
            .normalize('NFKD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
      ];
    if (pair !== undefined) {
      out += pair;
      i++;
    } else out += LATIN[char] ?? GREEK[char] ?? CYRILLIC[char] ?? char;
  }
  return out;
}
