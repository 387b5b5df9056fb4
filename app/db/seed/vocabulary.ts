// Names the demo content is made of. Artists, labels and festivals are real scene names so the demo reads
// true; every headline and text built from them is invented and says so in the seed's source names.

export const artists = [
  'Amelie Lens',
  'Charlotte de Witte',
  'Peggy Gou',
  'Fred again..',
  'Bicep',
  'Four Tet',
  'Anyma',
  'Solomun',
  'Tale Of Us',
  'Adam Beyer',
  'Nina Kraviz',
  'Eric Prydz',
  'Above & Beyond',
  'Armin van Buuren',
  'Deadmau5',
  'Carl Cox',
  'Honey Dijon',
  'Ben Böhmer',
  'Kölsch',
  'Jamie Jones',
  'Black Coffee',
  'Skrillex',
  'Sara Landry',
  'I Hate Models',
  'Patrick Topping',
  'Nora En Pure',
  'Lane 8',
  'ARTBAT',
  'Boris Brejcha',
  'Chris Lake',
] as const;

export const labels = [
  'Anjunabeats',
  'Defected',
  'Drumcode',
  'mau5trap',
  'Toolroom',
  'Afterlife',
  'Ninja Tune',
  'Innervisions',
] as const;

export const releaseGenres = [
  'Techno',
  'House',
  'Trance',
  'Progressive',
  'Deep House',
  'Tech House',
] as const;

export const festivals = [
  {
    name: 'Tomorrowland',
    location: 'Boom',
    country: 'Belgium',
    venue: 'De Schorre',
    capacity: 400_000,
    genres: ['Multi-Genre', 'House'],
  },
  {
    name: 'Awakenings',
    location: 'Hilvarenbeek',
    country: 'Netherlands',
    venue: 'Beekse Bergen',
    capacity: 120_000,
    genres: ['Techno'],
  },
  {
    name: 'Time Warp',
    location: 'Mannheim',
    country: 'Germany',
    venue: 'Maimarkthalle',
    capacity: 25_000,
    genres: ['Techno', 'House'],
  },
  {
    name: 'Creamfields',
    location: 'Daresbury',
    country: 'UK',
    venue: 'Daresbury Estate',
    capacity: 70_000,
    genres: ['Multi-Genre', 'Trance'],
  },
  {
    name: 'Sónar',
    location: 'Barcelona',
    country: 'Spain',
    venue: 'Fira Montjuïc',
    capacity: 120_000,
    genres: ['Multi-Genre'],
  },
  {
    name: 'EDC Las Vegas',
    location: 'Las Vegas',
    country: 'USA',
    venue: 'Las Vegas Motor Speedway',
    capacity: 525_000,
    genres: ['Multi-Genre', 'Bass'],
  },
  {
    name: 'Movement',
    location: 'Detroit',
    country: 'USA',
    venue: 'Hart Plaza',
    capacity: 40_000,
    genres: ['Techno', 'House'],
  },
  {
    name: 'Dekmantel',
    location: 'Amsterdam',
    country: 'Netherlands',
    venue: 'Amsterdamse Bos',
    capacity: 30_000,
    genres: ['Techno', 'House'],
  },
  {
    name: 'Ultra Music Festival',
    location: 'Miami',
    country: 'USA',
    venue: 'Bayfront Park',
    capacity: 165_000,
    genres: ['Multi-Genre', 'Progressive'],
  },
  {
    name: 'Fabric Presents Live',
    location: 'London',
    country: 'UK',
    venue: 'Victoria Park',
    capacity: 35_000,
    genres: ['House', 'Bass'],
  },
] as const;

export const gear = [
  { brand: 'Pioneer DJ', model: 'CDJ-3000X', category: 'DJ Gear', msrp: 2799 },
  { brand: 'Pioneer DJ', model: 'DJM-A9', category: 'DJ Gear', msrp: 2699 },
  { brand: 'Native Instruments', model: 'Maschine+', category: 'Production', msrp: 1399 },
  { brand: 'Ableton', model: 'Push 3', category: 'Production', msrp: 1999 },
  { brand: 'Elektron', model: 'Digitakt II', category: 'Hardware', msrp: 999 },
  { brand: 'Roland', model: 'TR-1000', category: 'Hardware', msrp: 2999 },
  { brand: 'Arturia', model: 'MiniFreak', category: 'Hardware', msrp: 649 },
  { brand: 'Universal Audio', model: 'Apollo Twin X', category: 'Studio', msrp: 1299 },
  { brand: 'Serato', model: 'DJ Pro 4', category: 'Software', msrp: 199 },
  { brand: 'iZotope', model: 'Ozone 12', category: 'AI', msrp: 249 },
  { brand: 'Rane', model: 'Performer', category: 'DJ Gear', msrp: 1899 },
  { brand: 'Novation', model: 'Circuit Tracks', category: 'Hardware', msrp: 399 },
] as const;

export const outlets = [
  { name: 'Mixmag (demo)', host: 'mixmag.example' },
  { name: 'DJ Mag (demo)', host: 'djmag.example' },
  { name: 'Resident Advisor (demo)', host: 'ra.example' },
  { name: 'EDM.com (demo)', host: 'edm.example' },
  { name: 'Attack Magazine (demo)', host: 'attackmagazine.example' },
  { name: 'Magnetic Magazine (demo)', host: 'magneticmag.example' },
] as const;

export const editors = [
  {
    name: 'Mara Keller',
    handle: 'mara',
    bio: 'News editor. Fifteen years in Berlin clubs, ten in newsrooms.',
  },
  {
    name: 'Jonas Okafor',
    handle: 'jonas',
    bio: 'Festivals and live coverage; has stood in more mud than anyone should.',
  },
  {
    name: 'Lena Duarte',
    handle: 'lena',
    bio: 'Gear and production editor; reviews with a scope and a pair of ears.',
  },
  {
    name: 'Sam Whitfield',
    handle: 'sam',
    bio: 'Interviews and long reads about the people behind the records.',
  },
  { name: 'Dropwire Desk', handle: 'desk', bio: 'The automated newsroom, overseen by our editors.' },
] as const;
