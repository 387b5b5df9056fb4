import { PLACE_NAMES } from './other-languages';

// A small gazetteer: a city, a country or its adjective names a country, so "Lisbon" and "Portugal" (or
// "Portuguese") meet. Cities where dance music news happens most; the rest still match by name.
export const PLACES = new Map<string, string>();
for (const [country, words] of Object.entries({
  portugal: 'portugal portuguese lisbon porto',
  spain: 'spain spanish barcelona madrid ibiza valencia',
  netherlands: 'netherlands dutch holland amsterdam rotterdam utrecht eindhoven hilvarenbeek haarlem',
  belgium: 'belgium belgian brussels antwerp ghent boom',
  germany: 'germany german berlin hamburg munich cologne frankfurt leipzig',
  uk: 'uk britain british england english london manchester glasgow bristol leeds liverpool scotland scottish wales welsh cardiff edinburgh belfast sheffield brighton',
  ireland: 'ireland irish dublin',
  france: 'france french paris lyon marseille',
  italy: 'italy italian milan rome turin',
  usa: 'usa america american detroit chicago york brooklyn miami angeles vegas',
  canada: 'canada canadian toronto montreal vancouver',
  japan: 'japan japanese tokyo osaka',
  korea: 'korea korean seoul incheon busan',
  china: 'china chinese kowloon shanghai beijing hong kong',
  australia: 'australia australian sydney melbourne',
  argentina: 'argentina argentine argentinian buenos aires',
  brazil: 'brazil brazilian paulo rio',
  mexico: 'mexico mexican tulum',
  colombia: 'colombia colombian bogota medellin',
  denmark: 'denmark danish copenhagen',
  sweden: 'sweden swedish stockholm',
  norway: 'norway norwegian oslo',
  poland: 'poland polish warsaw krakow',
  georgia: 'georgia georgian tbilisi',
  croatia: 'croatia croatian zagreb tisno',
  switzerland: 'switzerland swiss zurich geneva',
  austria: 'austria austrian vienna',
  czechia: 'czech prague',
  hungary: 'hungary hungarian budapest',
  romania: 'romania romanian bucharest cluj',
  southafrica: 'johannesburg cape',
  india: 'india indian mumbai goa',
  uae: 'dubai',
  thailand: 'thailand thai bangkok',
  singapore: 'singapore',
  catalonia: 'catalan catalonia',
  bosnia: 'bosnia bosnian sarajevo',
  serbia: 'serbia serbian belgrade',
  ukraine: 'ukraine ukrainian kyiv',
  russia: 'russia russian moscow',
  greece: 'greece greek athens',
  israel: 'israel israeli',
  turkey: 'turkish istanbul',
  finland: 'finland finnish helsinki',
  iceland: 'iceland icelandic reykjavik',
  chile: 'chile chilean santiago',
  nigeria: 'nigeria nigerian lagos',
  ghana: 'ghana ghanaian accra',
  kenya: 'kenya kenyan nairobi',
}))
  for (const word of words.split(' ')) PLACES.set(word, country);
// The same countries and cities as the other languages name them: "Belgien", "Bélgica" and "Boom" meet.
for (const [country, words] of Object.entries(PLACE_NAMES))
  for (const word of words.split(' ')) PLACES.set(word, country);

/** Words naming part of a place: "East London" is a place, not a name. */
export const COMPASS = new Set([
  'north',
  'south',
  'east',
  'west',
  'central',
  'northern',
  'southern',
  'eastern',
  'western',
]);
/** Places written in capitals only: "us" and "la" are other words. */
export const ACRONYM_PLACES = new Map([
  ['US', 'usa'],
  ['LA', 'usa'],
  ['NYC', 'usa'],
]);
