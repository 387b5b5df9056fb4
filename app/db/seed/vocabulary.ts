// Names the demo content is made of. Everything the demo says of them (releases, chart places, line-ups,
// reviews, prices, interviews) is invented, so every artist, label, festival, maker, product, shop and outlet
// here is invented too (decisions 055 and 069): none is a real act or company of the scene (checked against
// the scene knowledge base, app/domain/newsroom/normalise/scene/). Real places stay real (festival sites).

export const artists = [
  'Maren Vos',
  'Sable Verhoeven',
  'Hana Kestrel',
  'Tobi Ashgrove',
  'Quarry Twins',
  'Fieldwire',
  'Veyra',
  'Dario Meridian',
  'Pale Harbour',
  'Johan Strandvik',
  'Irina Volkhova',
  'Axel Norrvik',
  'Coastal & Kin',
  'Jeroen van Dael',
  'Glitchfox',
  'Marcus Holbrook',
  'Della Reyes',
  'Lukas Brandhorst',
  'Østerlys',
  'Rhys Calder',
  'Sipho Lindane',
  'Shardbyte',
  'Tessa Kilgore',
  'Concrete Saints',
  'Callum Reade',
  'Alba Seren',
  'Quietline',
  'VOLTAKA',
  'Anton Kessler',
  'Owen Marsh',
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
  'Tidewater Records',
  'Sundial House',
  'Ironvault',
  'Cubewire',
  'Workbench Music',
  'Halcyon Dusk',
  'Paper Kite Records',
  'Inner Orbit',
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

/**
 * The vocabulary's gear, with its list price and, for hardware, its weight as its (invented) maker gives it.
 * Makers and models are invented: the demo reviews them and prices them.
 */
export const gear = [
  { brand: 'Stratavox', model: 'SP-5000', category: 'DJ Gear', msrp: 2799, kg: 4.6 },
  { brand: 'Stratavox', model: 'SM-9', category: 'DJ Gear', msrp: 2699, kg: 6.9 },
  { brand: 'Lumen Instruments', model: 'Groovecore+', category: 'Production', msrp: 1399, kg: 2.6 },
  { brand: 'Fathom Software', model: 'Grid 4', category: 'Production', msrp: 1999, kg: 3.2 },
  { brand: 'Vireo Machines', model: 'Pulsar II', category: 'Hardware', msrp: 999, kg: 1.7 },
  { brand: 'Varden Electronics', model: 'VR-900', category: 'Hardware', msrp: 2999, kg: 7.4 },
  { brand: 'Orelia', model: 'Wildcat', category: 'Hardware', msrp: 649, kg: 2.9 },
  { brand: 'Brightwater Audio', model: 'Harbor Duo X', category: 'Studio', msrp: 1299, kg: 1.4 },
  { brand: 'Spinlogic', model: 'Deckware Pro 4', category: 'Software', msrp: 199 },
  { brand: 'Merrow Labs', model: 'Polish 12', category: 'AI', msrp: 249 },
  { brand: 'Torvik Audio', model: 'Stage One', category: 'DJ Gear', msrp: 1899, kg: 7.9 },
  { brand: 'Latticework', model: 'Pocket Sequencer', category: 'Hardware', msrp: 399, kg: 0.7 },
] as const;

/** Invented outlets the editorial demo articles credit as sources (hosts under .example: never fetched). */
export const outlets = [
  { name: 'Groove Ledger (demo)', host: 'grooveledger.example' },
  { name: 'Subframe (demo)', host: 'subframe.example' },
  { name: 'Night Atlas (demo)', host: 'nightatlas.example' },
  { name: 'Dancefloor Dispatch (demo)', host: 'dancefloordispatch.example' },
  { name: 'Patch Notes Magazine (demo)', host: 'patchnotes.example' },
  { name: 'Lowend Weekly (demo)', host: 'lowendweekly.example' },
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
