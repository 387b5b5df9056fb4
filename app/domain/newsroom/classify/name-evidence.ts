// The words that say what a capitalised name is, or that it is none (decision 032). Lower-case, as compared.

export type DiscoveredKind = 'artist' | 'label' | 'festival' | 'venue' | 'brand' | 'product';

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/**
 * Capitalised words that are no name on their own: they start sentences and fill title-case headlines.
 * Inside a name written mid-sentence ("Four Tet", "The Blessed Madonna") they still count.
 */
export const commonWords = words(`
  a an the this that these those it its in on at for with from to of and or but as by into onto over under
  after before during about around across through via without within while if so not no yes all any some
  every each both more most less new next last first second third one two three four five six seven eight
  nine ten here there now today tonight tomorrow yesterday just also only even still again why how what
  when where who whom which whose we our you your he she they his her their them i my me us
  watch listen stream hear read see meet get exclusive premiere breaking update report review reviews
  interview opinion analysis feature news video photos gallery live big top best huge rare free full
  official latest former late legendary iconic veteran rising young classic famous beloved underground
  fans tickets dates lineup line stage stages tour tours album albums ep eps lp single singles track tracks
  remix remixes mix mixes set sets release releases debut edition festival festivals records label labels
  club clubs party parties night nights weekend week year years month day days summer winter spring autumn
  announces announce announced reveals reveal revealed unveils unveil unveiled shares share shared drops
  drop dropped returns return returned launches launch launched confirms confirm confirmed adds add added
  joins join joined signs sign signed plays play played headlines headline headlining teams team teases
  tease cancels cancel cancelled postpones postponed expands expand celebrates celebrate marks mark
  delivers deliver presents present debuts lands taps books booked hosts host opens open opened closes
  close closed sells sold out back up down off vol volume part chapter episode inside behind beyond
  dj djs producer producers artist artists duo trio collective crew brand company music sound sounds
  says said tells told talks talk speaks explains goes go going gets takes make makes made bring brings
  is are was were be been has have had will would can could may might must should do does did
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july
  august september october november december mr ms dr st vs feat ft featuring plus via per than then
  ai uk us usa eu ep lp cd dvd nye tba tbc faq q vip
`);

/** Places: never suggested on their own, and a run is cut where one starts ("Berlin DJ Ellen Allien"). */
export const placeWords = words(`
  berlin london amsterdam paris ibiza detroit chicago barcelona tokyo melbourne sydney new york brooklyn
  manchester glasgow bristol leeds dublin lisbon porto madrid milan rome turin naples vienna prague
  budapest warsaw krakow copenhagen stockholm oslo helsinki brussels antwerp ghent rotterdam utrecht
  cologne hamburg munich frankfurt leipzig zurich geneva los angeles miami las vegas san francisco
  toronto montreal mexico tulum bogota sao paulo rio buenos aires seoul shanghai beijing bangkok bali
  singapore mumbai delhi dubai istanbul athens tbilisi kyiv cape town johannesburg lagos nairobi city
  hong kong
  uk britain england scotland wales ireland germany france spain italy portugal netherlands holland
  belgium switzerland austria poland sweden norway denmark finland croatia serbia hungary greece turkey
  georgia ukraine japan china korea australia canada brazil argentina colombia chile india africa
  europe european america american asia british german dutch french spanish italian belgian swedish
  irish australian japanese canadian mexican brazilian african asian scottish welsh english
`);

/** A name ending in one of these is of that kind ("Dekmantel Festival", "Hessle Records", "Fabric Club"). */
export const kindSuffixes: Record<string, DiscoveredKind> = {
  festival: 'festival',
  fest: 'festival',
  festivals: 'festival',
  weekender: 'festival',
  carnival: 'festival',
  records: 'label',
  recordings: 'label',
  recs: 'label',
  tapes: 'label',
  label: 'label',
  club: 'venue',
  nightclub: 'venue',
  arena: 'venue',
  hall: 'venue',
  ballroom: 'venue',
  warehouse: 'venue',
  theatre: 'venue',
  theater: 'venue',
  stadium: 'venue',
  pavilion: 'venue',
  lounge: 'venue',
  halle: 'venue',
  instruments: 'brand',
  electronics: 'brand',
  engineering: 'brand',
  synthesizers: 'brand',
  labs: 'brand',
  technologies: 'brand',
  dj: 'brand',
};

/** The word just before a name that says what it is ("producer X", "label X", "at X"). */
export const kindBefore: Record<string, DiscoveredKind> = {
  dj: 'artist',
  djs: 'artist',
  producer: 'artist',
  producers: 'artist',
  artist: 'artist',
  duo: 'artist',
  trio: 'artist',
  rapper: 'artist',
  singer: 'artist',
  vocalist: 'artist',
  newcomer: 'artist',
  selector: 'artist',
  composer: 'artist',
  legend: 'artist',
  pioneer: 'artist',
  veteran: 'artist',
  star: 'artist',
  headliner: 'artist',
  boss: 'artist',
  b2b: 'artist',
  featuring: 'artist',
  feat: 'artist',
  ft: 'artist',
  label: 'label',
  imprint: 'label',
  brand: 'brand',
  manufacturer: 'brand',
  maker: 'brand',
  operator: 'brand',
  promoter: 'brand',
  promoters: 'brand',
  club: 'venue',
  venue: 'venue',
  nightclub: 'venue',
};

/** The word just after a name that says what it is ("the Dekmantel festival", "X remix"). */
export const kindAfter: Record<string, DiscoveredKind> = {
  festival: 'festival',
  label: 'label',
  imprint: 'label',
  club: 'venue',
  nightclub: 'venue',
  venue: 'venue',
  remix: 'artist',
  remixes: 'artist',
  b2b: 'artist',
};

/** Verbs after a name that make it the subject of news ("X announces"): evidence it is a name. */
export const newsVerbs = words(`
  announces announce reveals reveal unveils unveil shares share releases release drops drop returns
  return launches launch confirms confirm debuts debut teases tease cancels cancel postpones postpone
  adds add books signs sign delivers deliver presents present remixes expands expand celebrates
  taps enlists recruits premieres lands headlines headline joins join
`);

/** Objects of those verbs, or words after a possessive, that say the subject's kind. */
export const objectKinds: [DiscoveredKind, Set<string>][] = [
  [
    'brand',
    words(`synth synthesizer synthesiser polysynth mixer controller plugin plug sampler groovebox drum
      machine headphones turntable turntables firmware app software hardware speaker speakers interface
      monitors keyboard sequencer modular daw cdj player decks pedal`),
  ],
  ['festival', words('lineup line edition stages camping campsite festival program programme timetable')],
  ['label', words('compilation sublabel imprint roster catalogue signing signings showcase label')],
  [
    'artist',
    words(`ep album single lp track tracks remix mix tour debut collaboration collab residency set
      mixtape b2b sophomore studio headline`),
  ],
];

/** Words after a name that make it the title of something else: "the Velvet Orbit tour". */
export const titleAfter = words(`
  tour tours stage residency weekend series party parties night nights show shows ep album lp single compilation
  mixtape documentary film book podcast campaign award awards chart playlist broadcast session sessions
  edition vol
`);

/** Words before a name that make it a title or a place: "album Velvet Orbit", "in Mexico City". */
export const titleBefore = words(`
  album ep lp single track titled called named tour mixtape compilation in outside near
`);

/** Words before a name that make it a label in a release's sentence: "out on X", "via X". */
export const labelBefore = words('on via through');

/** A release's words: "on X" in their sentence is a label. */
export const releaseWords = words(`ep album single lp remix remixes compilation release releases released
  out track tracks reissue vinyl`);

/** Places and platforms that follow "on" without being labels. */
export const notLabels = words(`
  beatport bandcamp spotify soundcloud youtube instagram tiktok twitch apple traxsource mixcloud
  facebook twitter x threads netflix vinyl cassette cd radio bbc
`);

/** "by X" names an artist, unless the word before says it is owned or run by a company. */
export const notArtistBy = words(
  'owned operated organised organized promoted sponsored backed bought acquired funded',
);

/** "… from X" names an artist after these words: "support from X", "a remix from X". */
export const artistFrom = words(
  'support remix remixes ep album single track tracks set guest vocal vocals debut music',
);

/** Release words after a name that make it an artist when "new" comes before: "the new Dua Lipa single". */
export const releaseAfter = words('single album ep lp remix');
export const newBefore = words('new latest debut forthcoming');

/** What only acts do: "X will play", "X tours", "X booked". */
export const performVerbs = words(`play plays played perform performs performed tour tours toured sing sings
  sang booked dj djs`);
/** Words between a name and its verb: "X will play", "X is set to play". */
export const auxiliaries = words('will to is are set also both each then now');
