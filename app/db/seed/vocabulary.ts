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

/**
 * The demo's interview guests: invented, as the newsroom demo's acts are (app/domain/newsroom/demo), since an
 * interview puts words in its guests' mouths and no real artist said these.
 */
export const interviewGuests = [
  'Mira Solenne',
  'Kaito Vance',
  'Ottoline Frey',
  'Rafi Okonkwo',
  'Luma Reyes',
  'The Hollow Engines',
  'Juno Marrow',
  'Tavi Lindqvist',
  'Oren Calloway',
  'Sasha Ndiaye',
  'Ilse Varga',
  'Nico Albarrán',
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

/**
 * Invented festivals at real sites: the demo gives them capacities, dates, ticket states (one cancelled) and
 * line-ups, which would be false of a real festival, so none bears a real festival's name. The places are
 * real: coordinates (WGS 84) put them on the Festivals map, and the directions say how to reach each site.
 */
export const festivals = [
  {
    name: 'Moonharrow',
    location: 'Boom',
    country: 'Belgium',
    venue: 'De Schorre',
    latitude: 51.0883,
    longitude: 4.3776,
    capacity: 400_000,
    genres: ['Multi-Genre', 'House'],
    gettingThere:
      'Trains run to Boom from Antwerp-Centraal and Brussels-Zuid; from Boom station the main entrance is a 15-minute walk along the signposted route.\n\nOn festival days shuttle buses leave Brussels Airport (BRU) and Antwerp-Centraal every 20 minutes. Car parks along the A12 open at 09:00 and are booked with your ticket; there is no parking at the gates.',
  },
  {
    name: 'Heathline',
    location: 'Hilvarenbeek',
    country: 'Netherlands',
    venue: 'Beekse Bergen',
    latitude: 51.5214,
    longitude: 5.1128,
    capacity: 120_000,
    genres: ['Techno'],
    gettingThere:
      'Festival shuttles run from Tilburg station (20 minutes) and Eindhoven Centraal (35 minutes) from noon until after the last set; book them with your ticket.\n\nEindhoven Airport (EIN) is the nearest airport. Drivers follow the yellow signs from the A58 to the festival car parks; cyclists have guarded racks at the north entrance.',
  },
  {
    name: 'Quarry Hours',
    location: 'Mannheim',
    country: 'Germany',
    venue: 'Maimarkthalle',
    latitude: 49.4773,
    longitude: 8.5217,
    capacity: 25_000,
    genres: ['Techno', 'House'],
    gettingThere:
      'Trams 6 and 6A stop at Maimarkt, a five-minute walk from the halls, and run through the night on festival weekend.\n\nFrom Frankfurt Airport (FRA), ICE trains reach Mannheim Hauptbahnhof in 30 minutes; from there the tram takes 15. Parking at the Maimarkt grounds opens at 18:00.',
  },
  {
    name: 'Cheshire Signal',
    location: 'Daresbury',
    country: 'UK',
    venue: 'Daresbury Estate',
    latitude: 53.3397,
    longitude: -2.6345,
    capacity: 70_000,
    genres: ['Multi-Genre', 'Trance'],
    gettingThere:
      'Shuttle coaches run from Warrington Bank Quay and Runcorn stations on arrival and departure days; official coaches also come from most UK cities.\n\nManchester (MAN) and Liverpool John Lennon (LPL) airports are each about 30 minutes away by road. Car and campervan passes are sold separately and must be shown at the estate gates.',
  },
  {
    name: 'Montjuïc Drift',
    location: 'Barcelona',
    country: 'Spain',
    venue: 'Fira Montjuïc',
    latitude: 41.3729,
    longitude: 2.1514,
    capacity: 120_000,
    genres: ['Multi-Genre'],
    gettingThere:
      'The day programme is at Fira Montjuïc: metro lines L1 and L3 to Espanya, then a two-minute walk. The night programme at Fira Gran Via is reached by L9 Sud to Europa | Fira and by night buses from Plaça d’Espanya.\n\nThe Aerobús links Barcelona El Prat airport (BCN) with Plaça d’Espanya every ten minutes.',
  },
  {
    name: 'Mojave Current',
    location: 'Las Vegas',
    country: 'USA',
    venue: 'Las Vegas Motor Speedway',
    latitude: 36.2719,
    longitude: -115.0108,
    capacity: 525_000,
    genres: ['Multi-Genre', 'Bass'],
    gettingThere:
      'The Speedway is 25 km north-east of the Strip on I-15. Festival shuttles leave the partner hotels on the Strip every evening and run until the gates close; book a shuttle pass ahead.\n\nHarry Reid International Airport (LAS) is 15 minutes from the Strip. Rideshare drop-off is at the dedicated lot on Speedway Boulevard.',
  },
  {
    name: 'Riverfront Circuit',
    location: 'Detroit',
    country: 'USA',
    venue: 'Hart Plaza',
    latitude: 42.3286,
    longitude: -83.0446,
    capacity: 40_000,
    genres: ['Techno', 'House'],
    gettingThere:
      'Hart Plaza is downtown on the riverfront. The Detroit People Mover stops at Financial District, a three-minute walk from the gates, and the QLine runs along Woodward Avenue.\n\nDetroit Metro Airport (DTW) is 30 minutes away by car. Downtown garages fill early; bike racks stand at the Woodward entrance.',
  },
  {
    name: 'Amstel Grove',
    location: 'Amsterdam',
    country: 'Netherlands',
    venue: 'Amsterdamse Bos',
    latitude: 52.3183,
    longitude: 4.8416,
    capacity: 30_000,
    genres: ['Techno', 'House'],
    gettingThere:
      'Most visitors cycle: the Amsterdamse Bos is 20 minutes from the city centre, with guarded bike parking at the entrance.\n\nShuttle buses run from Amsterdam Zuid station during the festival; Schiphol (AMS) is 15 minutes away by taxi. There is no car parking at the site.',
  },
  {
    name: 'Biscayne Static',
    location: 'Miami',
    country: 'USA',
    venue: 'Bayfront Park',
    latitude: 25.7753,
    longitude: -80.1861,
    capacity: 165_000,
    genres: ['Multi-Genre', 'Progressive'],
    gettingThere:
      'Bayfront Park is in downtown Miami on Biscayne Bay. Metromover stops at Bayfront Park and College/Bayside; Metrorail reaches Government Center, a ten-minute walk away.\n\nMiami International Airport (MIA) is 20 minutes away. Rideshare pick-up and drop-off is at the zone on NE 4th Street; road closures around the park start at noon.',
  },
  {
    name: 'Eastfield Weekender',
    location: 'London',
    country: 'UK',
    venue: 'Victoria Park',
    latitude: 51.5362,
    longitude: -0.0393,
    capacity: 35_000,
    genres: ['House', 'Bass'],
    gettingThere:
      'Victoria Park is in Hackney, east London. The Overground stops at Hackney Wick and Homerton, and the Central line at Mile End, each about 15 minutes on foot.\n\nLondon City (LCY) is the nearest airport; from Heathrow (LHR) the Elizabeth line reaches Whitechapel in 40 minutes. There is no parking: come by train, bus or bike.',
  },
] as const;

/** The vocabulary's gear, with its list price and, for hardware, its weight as the maker gives it (about). */
export const gear = [
  { brand: 'Pioneer DJ', model: 'CDJ-3000X', category: 'DJ Gear', msrp: 2799, kg: 4.6 },
  { brand: 'Pioneer DJ', model: 'DJM-A9', category: 'DJ Gear', msrp: 2699, kg: 6.9 },
  { brand: 'Native Instruments', model: 'Maschine+', category: 'Production', msrp: 1399, kg: 2.6 },
  { brand: 'Ableton', model: 'Push 3', category: 'Production', msrp: 1999, kg: 3.2 },
  { brand: 'Elektron', model: 'Digitakt II', category: 'Hardware', msrp: 999, kg: 1.7 },
  { brand: 'Roland', model: 'TR-1000', category: 'Hardware', msrp: 2999, kg: 7.4 },
  { brand: 'Arturia', model: 'MiniFreak', category: 'Hardware', msrp: 649, kg: 2.9 },
  { brand: 'Universal Audio', model: 'Apollo Twin X', category: 'Studio', msrp: 1299, kg: 1.4 },
  { brand: 'Serato', model: 'DJ Pro 4', category: 'Software', msrp: 199 },
  { brand: 'iZotope', model: 'Ozone 12', category: 'AI', msrp: 249 },
  { brand: 'Rane', model: 'Performer', category: 'DJ Gear', msrp: 1899, kg: 7.9 },
  { brand: 'Novation', model: 'Circuit Tracks', category: 'Hardware', msrp: 399, kg: 0.7 },
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
