// Where the scene's names come from, as a descriptor: "the Welsh DJ", "the LA producer", "Miami's biggest festival",
// "the Berlin club". Finer than the gazetteer of places.ts (which gives countries, for anchors): a Welsh DJ is
// not any British DJ. Each place names its parent, so an act from Cardiff is Welsh, British and European.

/** A place: its key, the key of the place it lies in, and the words that name it or its people. */
type PlaceRow = readonly [key: string, parent: string | null, words: string];

const PLACE_ROWS: PlaceRow[] = [
  ['europe', null, 'europe european'],
  ['north-america', null, ''],
  ['south-america', null, 'latin latino'],
  ['asia', null, 'asia asian'],
  ['africa', null, 'africa african'],
  ['oceania', null, 'oceania'],
  ['uk', 'europe', 'uk britain british brit'],
  ['england', 'uk', 'england english'],
  ['wales', 'uk', 'wales welsh cardiff swansea'],
  ['scotland', 'uk', 'scotland scottish scots edinburgh'],
  ['glasgow', 'scotland', 'glasgow glaswegian'],
  ['northern-ireland', 'uk', 'ulster'],
  ['belfast', 'northern-ireland', 'belfast'],
  ['london', 'england', 'london londoner'],
  ['manchester', 'england', 'manchester mancunian'],
  ['bristol', 'england', 'bristol'],
  ['leeds', 'england', 'leeds'],
  ['liverpool', 'england', 'liverpool'],
  ['sheffield', 'england', 'sheffield'],
  ['brighton', 'england', 'brighton sussex'],
  ['surrey', 'england', 'surrey reigate'],
  ['ireland', 'europe', 'ireland irish dublin'],
  ['germany', 'europe', 'germany german'],
  ['berlin', 'germany', 'berlin berliner'],
  ['hamburg', 'germany', 'hamburg'],
  ['cologne', 'germany', 'cologne'],
  ['frankfurt', 'germany', 'frankfurt offenbach'],
  ['munich', 'germany', 'munich'],
  ['leipzig', 'germany', 'leipzig'],
  ['mannheim', 'germany', 'mannheim'],
  ['netherlands', 'europe', 'netherlands dutch holland'],
  ['amsterdam', 'netherlands', 'amsterdam'],
  ['rotterdam', 'netherlands', 'rotterdam'],
  ['utrecht', 'netherlands', 'utrecht'],
  ['belgium', 'europe', 'belgium belgian'],
  ['brussels', 'belgium', 'brussels'],
  ['ghent', 'belgium', 'ghent'],
  ['antwerp', 'belgium', 'antwerp boom'],
  ['france', 'europe', 'france french'],
  ['paris', 'france', 'paris parisian'],
  ['spain', 'europe', 'spain spanish'],
  ['barcelona', 'spain', 'barcelona'],
  ['madrid', 'spain', 'madrid'],
  ['ibiza', 'spain', 'ibiza ibizan'],
  ['playa-den-bossa', 'ibiza', 'bossa'],
  ['san-antonio', 'ibiza', 'antonio'],
  ['italy', 'europe', 'italy italian'],
  ['milan', 'italy', 'milan'],
  ['turin', 'italy', 'turin'],
  ['naples', 'italy', 'naples'],
  ['portugal', 'europe', 'portugal portuguese lisbon porto'],
  ['switzerland', 'europe', 'switzerland swiss geneva'],
  ['zurich', 'switzerland', 'zurich'],
  ['austria', 'europe', 'austria austrian vienna'],
  ['denmark', 'europe', 'denmark danish copenhagen'],
  ['sweden', 'europe', 'sweden swedish'],
  ['stockholm', 'sweden', 'stockholm'],
  ['norway', 'europe', 'norway norwegian oslo'],
  ['finland', 'europe', 'finland finnish helsinki'],
  ['iceland', 'europe', 'iceland icelandic reykjavik'],
  ['poland', 'europe', 'poland polish warsaw krakow'],
  ['czechia', 'europe', 'czech prague'],
  ['hungary', 'europe', 'hungary hungarian budapest'],
  ['romania', 'europe', 'romania romanian bucharest'],
  ['croatia', 'europe', 'croatia croatian zagreb tisno'],
  ['serbia', 'europe', 'serbia serbian belgrade novi'],
  ['bosnia', 'europe', 'bosnia bosnian'],
  ['georgia', 'europe', 'georgia georgian tbilisi'],
  ['ukraine', 'europe', 'ukraine ukrainian kyiv'],
  ['russia', 'europe', 'russia russian moscow'],
  ['greece', 'europe', 'greece greek athens'],
  ['israel', 'asia', 'israel israeli tel aviv'],
  ['turkey', 'asia', 'turkey turkish istanbul'],
  ['usa', 'north-america', 'us usa america american'],
  ['new-york', 'usa', 'york brooklyn manhattan queens'],
  ['los-angeles', 'usa', 'la angeles angeleno hollywood'],
  ['california', 'usa', 'california californian'],
  ['san-francisco', 'california', 'francisco oakland'],
  ['detroit', 'usa', 'detroit'],
  ['chicago', 'usa', 'chicago'],
  ['miami', 'usa', 'miami'],
  ['las-vegas', 'usa', 'vegas'],
  ['denver', 'usa', 'denver colorado'],
  ['seattle', 'usa', 'seattle'],
  ['atlanta', 'usa', 'atlanta'],
  ['canada', 'north-america', 'canada canadian'],
  ['montreal', 'canada', 'montreal quebec'],
  ['toronto', 'canada', 'toronto'],
  ['vancouver', 'canada', 'vancouver'],
  ['mexico', 'north-america', 'mexico mexican tulum'],
  ['brazil', 'south-america', 'brazil brazilian paulo rio'],
  ['argentina', 'south-america', 'argentina argentine argentinian buenos aires'],
  ['colombia', 'south-america', 'colombia colombian bogota medellin'],
  ['chile', 'south-america', 'chile chilean santiago'],
  ['japan', 'asia', 'japan japanese osaka'],
  ['tokyo', 'japan', 'tokyo'],
  ['korea', 'asia', 'korea korean seoul'],
  ['china', 'asia', 'china chinese shanghai beijing'],
  ['india', 'asia', 'india indian mumbai goa'],
  ['singapore', 'asia', 'singapore singaporean'],
  ['thailand', 'asia', 'thailand thai bangkok'],
  ['uae', 'asia', 'dubai emirati'],
  ['south-africa', 'africa', 'johannesburg soweto durban pretoria'],
  ['nigeria', 'africa', 'nigeria nigerian lagos'],
  ['ghana', 'africa', 'ghana ghanaian accra'],
  ['kenya', 'africa', 'kenya kenyan nairobi'],
  ['australia', 'oceania', 'australia australian aussie'],
  ['sydney', 'australia', 'sydney'],
  ['melbourne', 'australia', 'melbourne'],
  ['new-zealand', 'oceania', 'zealand kiwi auckland'],
];

/** A place's parent, by key; the root places have none. */
export const PLACE_PARENTS = new Map<string, string | null>(PLACE_ROWS.map(([key, parent]) => [key, parent]));

/** The place a descriptor word names: "welsh" → wales, "angeles" → los-angeles. */
export const PLACE_WORDS = new Map<string, string>();
for (const [key, , words] of PLACE_ROWS)
  for (const word of words.split(' ').filter(Boolean)) {
    if (PLACE_WORDS.has(word)) throw new Error(`The place word "${word}" names two places`);
    PLACE_WORDS.set(word, key);
  }
/** Places of two words, read as one where both come together: "South African", "New Zealand". */
export const PLACE_PAIRS = new Map<string, string>([
  ['south african', 'south-africa'],
  ['south africa', 'south-africa'],
  ['new zealand', 'new-zealand'],
  ['tel aviv', 'israel'],
  ['cape town', 'south-africa'],
  ['hong kong', 'china'],
  ['northern irish', 'northern-ireland'],
  ['northern ireland', 'northern-ireland'],
]);

/** A place and every place it lies in: Cardiff's act is Welsh, British and European. */
export function placeWithParents(key: string): string[] {
  const keys: string[] = [];
  for (let at: string | null | undefined = key; at; at = PLACE_PARENTS.get(at)) keys.push(at);
  return keys;
}
