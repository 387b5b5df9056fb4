// The words of the scene's other languages (German, Dutch, French, Spanish, Italian, Portuguese) that grouping
// reads as English ones: function words that say nothing of a story, the calendar, the places and the number
// words, so that reports of one event in different languages meet on what does not change with language
// (names, numbers, dates, places: issue 38). One list per language, kept short: the common forms only.

const words = (text: string) => text.split(' ');

/** Articles, pronouns, prepositions, conjunctions and auxiliaries: never a keyword, a name or a story's word. */
export const FUNCTION_WORDS = new Set(
  [
    // German
    'der die das des dem den ein eine einen einem einer eines und oder aber mit von vom zu zum zur im ins am an auf aus bei beim für über unter nach vor seit bis durch gegen ohne um ist sind war waren wird werden wurde wurden hat haben hatte sein seine ihr ihre ihren es er sie wir man sich nicht auch noch nur schon wie als wenn dass doch dann jetzt hier mehr sehr kein keine keinen keinem keiner',
    // Dutch
    'het een en van op met voor naar bij uit over tot om te zijn is was werd worden wordt heeft hebben had dat deze dit die niet ook nog maar als dan er hij zij ze wij we zich al meer zo wel geen niets',
    // French
    'le la les un une des du de au aux et ou mais avec pour par sur dans sous sans chez entre vers est sont était été sera ont avait il elle ils elles on nous vous se sa son ses leur leurs ce cet cette ces qui que quoi dont ne pas plus aussi très tous toute après avant depuis pendant rien aucun aucune',
    // Spanish
    'el la los las un una unos unas y o pero con por para sin sobre entre desde hasta tras del al en es son fue ser ha han había se su sus lo le les que quien cual como muy más también ya este esta estos estas ese esa nada ningún ninguna ninguno',
    // Italian
    'il lo la gli le un uno una e ed o ma con per tra fra su da di del dello della dei degli delle al allo alla ai agli alle nel nello nella nei negli nelle sul sulla è sono stato stata ha hanno aveva si suo sua suoi che chi cui non anche più già questo questa quello quella niente nulla nessun nessuno nessuna',
    // Portuguese
    'os as um uma uns umas e ou mas com por para sem sobre entre desde até do da dos das ao aos na nas no nos num numa pelo pela pelos pelas é são foi era ser tem têm há se seu sua seus suas que quem não também mais já este esta isso nada nenhum nenhuma',
  ].flatMap(words),
);

/** Month names by language, January first. */
export const MONTH_NAMES: string[][] = [
  'januar februar märz april mai juni juli august september oktober november dezember',
  'januari februari maart april mei juni juli augustus september oktober november december',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
].map(words);

/** Weekday names by language, Monday first. */
export const WEEKDAY_NAMES: string[][] = [
  'montag dienstag mittwoch donnerstag freitag samstag sonntag',
  'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag',
  'lundi mardi mercredi jeudi vendredi samedi dimanche',
  'lunes martes miércoles jueves viernes sábado domingo',
  'lunedì martedì mercoledì giovedì venerdì sabato domenica',
].map(words);

/** Words between the days of one date: "12 al 14 de junio", "du 12 au 14 juin", "18. bis 20. Juli". */
export const DAY_JOINERS = words('de del al au du bis tot e y et a en und el le il dal ao');

/** Other names of the countries and cities of places.ts, by the country's key there. */
export const PLACE_NAMES: Record<string, string> = {
  portugal: 'portugiesisch portugais portugués portoghese portugees lissabon lisbonne lisboa lisbona oporto',
  spain:
    'spanien spanisch espagne espagnol españa español española spagna spagnolo spanje spaans espanha espanhol barcelone eivissa madri barcellona valència',
  netherlands:
    'niederlande niederländisch nederland nederlands néerlandais holanda holandés olanda olandese holandês amsterdão',
  belgium:
    'belgien belgisch belgique belge bélgica belga belgio belgië antwerpen anvers amberes anversa antuérpia brüssel bruxelles bruselas bruxelas brussel gent gand gante liège luik lieja',
  germany:
    'deutschland deutsch deutsche deutschen allemagne allemand alemania alemán alemana germania tedesco tedesca duitsland duits alemanha alemão berlino berlim berlijn amburgo hamburgo hambourg münchen düsseldorf köln berlín keulen lipsia',
  uk: 'großbritannien britisch britannique grande-bretagne británico britannico brits britânico londres londra londen schottland schottisch écosse écossais escocia escocés scozia scozzese schotland schots escócia escocês edimburgo',
  france:
    'frankreich französisch français française francia francés francese frankrijk frans frança francês parigi parijs parís marsella marsiglia marselha',
  italy:
    'italien italienisch italie italien italienne italiano italiana italië italiaans itália milano milán milão mailand roma rom torino turim turín bologna napoli neapel naples nápoles firenze florenz florence florencia venezia venedig venise venecia rimini riccione',
  usa: 'amerikanisch américain estadounidense americano amerikaans eeuu eua',
  japan: 'japon japonais japón japonés giappone giapponese japans japão japonês tokio',
  korea: 'koreanisch coréen corea coreano koreaans coreia',
  sweden:
    'schweden schwedisch suède suédois suecia sueco svezia svedese zweden zweeds suécia estocolmo stoccolma',
  greece:
    'griechenland griechisch grèce grec grecia griego greco griekenland grieks grécia athen athènes atenas atene athene',
  austria: 'österreich österreichisch autriche autrichien wien vienne viena vienna',
  switzerland: 'schweiz schweizer suisse suiza svizzera zwitserland suíça zürich',
  newzealand: 'auckland neuseeland nouvelle-zélande zelanda zelândia',
  brazil: 'brasilien brésil brasil brasile brazilië brasileiro',
  serbia: 'serbien serbisch serbie serbe serbio servië servisch sérvia srbija srbiji belgrado belgrad',
  croatia: 'kroatien kroatisch croatie croate croacia croata croazia croato kroatië croácia hrvatska',
  poland: 'polen polnisch pologne polonais polonia polaco polacco polónia polônia',
  hungary: 'ungarn ungarisch hongrie hongrois hungría húngaro ungheria ungherese hongarije hongaars hungria',
  denmark: 'dänemark dänisch danemark danois dinamarca danés danimarca danese denemarken deens',
  norway: 'norwegen norwegisch norvège norvégien noruega noruego norvegia norvegese noorwegen noors',
  finland: 'finnland finnisch finlande finlandais finlandia finlandés finlandese finlândia',
  ireland: 'irland irisch irlande irlandais irlanda irlandés irlandese ierland',
  mexico: 'mexiko mexikanisch mexique mexicain méxico mexicano messico messicano mexicaans',
  colombia: 'kolumbien kolumbianisch colombie colombien colombiano colombiaans colômbia',
  argentina: 'argentinien argentinisch argentin argentino argentinië',
  canada: 'kanada kanadisch canadien canadienne canadá canadiense canadese canadees',
  australia: 'australien australisch australie australiano australië austrália',
  russia: 'russland russisch russie russe rusia ruso russo rusland rússia',
  ukraine: 'ukrainisch ucrania ucraniano ucraina ucraino oekraïne oekraïens ucrânia',
  czechia: 'tschechien tschechisch tchéquie tchèque chequia checo cechia ceco tsjechië tsjechisch chéquia',
  turkey: 'türkei türkisch turquie turc turquía turco turchia turkije turquia',
  israel: 'israelisch israélien israelí israeliano israëlisch',
  romania: 'rumänien rumänisch roumanie roumain rumania rumano rumeno roemenië roménia',
  thailand: 'thaïlande tailandia thailandia',
};

/** Words after a number that multiply it: "400 mil pessoas", "400mila persone", "1,3 Milliarden". */
export const MULTIPLIER_WORDS: [string, number][] = [
  ...words('tausend duizend mille mil mila').map((word): [string, number] => [word, 1000]),
  ...words('millionen million millions millones millón milioni milione miljoen milhões milhão mio').map(
    (word): [string, number] => [word, 1_000_000],
  ),
  ...words('milliarden milliarde milliards milliard mrd').map((word): [string, number] => [
    word,
    1_000_000_000,
  ]),
];

/**
 * Words of what happened that reads the same in every language, each to one concept: "died", "gestorben" and
 * "morto" are a death; "cancelled", "abgesagt" and "annullato" a cancellation. Two reports of one event in two
 * languages share the concept as they share a date.
 */
export const CONCEPT_WORDS: Record<string, string> = {
  death:
    'dies died dead death passed obituary tot tod tode todes nachruf leblos nécrologie necrologio necrológica gestorben stirbt starb verstorben overleden overlijdt sterft dood mort morte décédé décès morts meurt muere murió fallece falleció fallecido muerte morto muore morta scomparso morreu morre faleceu mor πέθανε killed fatal fatally tote toten tödlich tödliche tödlichen verstorbene overleed doden dodelijk dodelijke mortel mortelle décédée muerto muerta muertos mortal fallecida morti mortale scomparsa mortos falecimento død døde dør avled látinn lést meghalt elhunyt halála halálát halál zemřel zemřela smrt preminuo preminula umro umrla 사망 숨져 별세',
  cancellation:
    'cancelled canceled cancels cancel cancellation postponed postpones abgesagt absage verschoben annulé annulée annule annulation reporté cancelado cancelada cancela cancelación suspendido aplazado annullato annullata annulla rinviato cancellato afgelast geannuleerd uitgesteld annuleert annuleren geschrapt annulent annulés cancelan cancelados annullati annullate abgesagte annulliert adiado afgezegd afgelaste axed scrapped suspended abgebrochen afgeblazen suspendu suspendue interrompu interrompue reportée reportés suspendida suspende aplaza aplazada interrumpido sospeso sospesa rinviata rimandato rimandata interrotto interrotta cancelou adiada adiou suspenso suspensa interrompido lemondja lemondta lemondják elmarad otkazan otkazano otkazao zrušen zrušil avlyst aflýst',
  fire: 'fire blaze flames burned burnt brand brannte abgebrannt flammen feuer incendie flammes brûlé incendio llamas fuego fiamme rogo vlammen afgebrand incêndio chamas',
  split:
    'split splits disband disbanded trennung trennen getrennt séparation séparent sépare separación separan separa scioglimento separazione separano splitsen separação separam',
  closure:
    'closure shut shuts closes schließt schließen schließung ferme fermeture fermera cierra cierre cerrará chiude chiusura chiuderà sluit sluiting dicht encerra encerramento closed geschlossen fermé fermée cerrado cerrada cierran chiuso chiusa chiudono gesloten sluiten fechado fechada encerrou megszűnik bezár zatvara zatvoren lokar lokað lokun',
  acquisition:
    'acquires acquired acquisition buys bought takeover sells sold übernimmt übernahme kauft gekauft verkauft rachète rachat acquiert vendu vendue adquiere adquisición compra vendido vendida acquisisce acquisizione venduto venduta overname koopt verkocht adquire aquisição übernommen overgenomen gekocht rachetée racheté compró comprado acquista acquistato rilevato rileva comprou',
  documentary: 'documentary dokumentarfilm dokumentation documentaire documental documentario documentário',
  exhibition: 'exhibition ausstellung exposition exposición mostra tentoonstelling exposição',
  heritage: 'heritage kulturerbe patrimoine patrimonio erfgoed patrimônio unesco',
  boycott: 'boycott boycotts boykott boycotte boicot boicottaggio boicote',
  // An authority that will not let it happen (a mayor, a court, a government).
  ban: 'ban bans banned refuse refuses refused refusal verbieden verbiedt verboden verbod weigeren weigert weigeren geweigerd verbieten verbietet verboten untersagt untersagen interdit interdite interdisent interdiction refusé refusée prohibido prohibida prohíbe prohibición vietato vietata vieta divieto proibido proibida proíbe proibição',
  licence:
    'licence license licensing lizenz licencia licenza vergunning licença permit permits genehmigung permis permiso permesso autorização',
  // The scene's own events: a festival's line-up, a club reopening, a comeback, a sell-out, a storm or wind
  // that stops a festival, a stage that collapses or burns, a festival moved online.
  lineup: 'lineup line-up lineups programmation cartel programma programa affiche',
  reopening:
    'reopens reopen reopening reopened wiedereröffnung wiedereröffnet réouverture rouvre rouvrira reapertura reabre reabrirá riapertura riapre riaprirà heropening heropent reabertura heropend rouvert rouverte reabierto riaperto riaperta reabriu',
  comeback: 'comeback rückkehr retour regreso vuelve ritorno torna terugkeer keert retorno regressa',
  soldout: 'sold-out ausverkauft uitverkocht agotado agotadas esauriti esaurito esgotado esgotados',
  weather:
    'storm storms wind winds gale rain thunderstorm sturm unwetter gewitter regen orage tempête vent pluie tormenta viento lluvia tempesta temporale vento pioggia onweer noodweer tempestade chuva',
  withdrawal:
    'withdraws withdrew withdrawn withdrawal rückzug zurückgezogen terugtrekking retrait retira retirada ritiro ritira desiste retire retiré retirée retiró ritirato ritirata desistiu',
  // People who cannot leave: a festival cut off by mud or floods (decision 096).
  stranded:
    'stranded stuck trapped marooned gestrandet gestrandete festsitzen eingeschlossen gestrand gestrande vastzitten ingesloten bloqué bloqués bloquée bloquées coincé coincés coincées piégés atrapado atrapados atrapada atrapadas aislados aisladas varados bloccati bloccate intrappolati ilhados',
  evacuation:
    'evacuated evacuation evacuates evakuiert evakuierung évacué évacuation evacuado evacuación evacuato evacuazione geëvacueerd ontruimd evacuação',
  collapse:
    'collapse collapsed collapses einsturz eingestürzt stürzte effondrement effondrée effondré derrumbe derrumbó colapso crollo crollato crollata ingestort instorting desabamento desabou',
  stage: 'stage stages bühne bühnen podium scène escenario palco',
  online:
    'digital internet livestream livestreams virtual digitales digitale digitalen digitaal numérique virtuel virtuelle virtuale digitais',
};

/**
 * Concepts that surround an event rather than say what happened: one festival's line-up, its storm and its
 * stage make many stories, so they support the other anchors and never decide (see `AnchorKind.circumstance`).
 */
export const CIRCUMSTANCES = new Set(['stage', 'lineup', 'weather', 'soldout']);

/** Each word of a concept (CONCEPT_WORDS) to its concept, as written and with its accents folded. */
const CONCEPT_OF = new Map<string, string>();
for (const [concept, list] of Object.entries(CONCEPT_WORDS))
  for (const word of list.split(' ')) {
    CONCEPT_OF.set(word, concept);
    CONCEPT_OF.set(word.normalize('NFD').replace(/\p{M}/gu, ''), concept);
  }
/** German and Dutch write what happened as a compound's tail ("Großbrand", "Hauptbühne", "hoofdpodium"). */
const COMPOUNDING = new Set(['de', 'nl']);
const MIN_COMPOUND_LEFT = 3;
const MIN_COMPOUND_TAIL = 4;

/** French and Italian write an article into the word ("l'annulation", "dell'incendio"). */
const ELISION = /^(?:[cdjlmnst]|qu|dell|dall|nell|sull|all|un)['’](?=\p{L}{3})/u;
const elidedConcept = (word: string) =>
  ELISION.test(word) ? CONCEPT_OF.get(word.replace(ELISION, '')) : undefined;

/**
 * Japanese and Chinese write no spaces, so a token is a phrase ("デルガドが死去", "ロペスが3月22日に亡くなった"):
 * what happened is read inside it, by the words of CJK_CONCEPTS.
 */
const CJK_CONCEPTS: [string, string][] = Object.entries({
  death: '死去 死亡 逝去 亡くな 急死 訃報',
  cancellation: '中止 取り消',
  closure: '閉店 閉鎖 閉業 閉館',
  fire: '火災 火事',
  acquisition: '買収',
}).flatMap(([concept, list]) => list.split(' ').map((word): [string, string] => [word, concept]));
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
function unspacedConcept(word: string): string | undefined {
  if (!UNSPACED.test(word)) return undefined;
  for (const [written, concept] of CJK_CONCEPTS) if (word.includes(written)) return concept;
  return undefined;
}

/**
 * The concept a lower-case word writes (CONCEPT_WORDS), or undefined: in German and Dutch a compound counts by
 * its tail ("Großbrand" is a fire, "Hauptbühne" a stage), as its head noun says what it is.
 */
export function conceptOf(word: string, language?: string | null): string | undefined {
  // "Brand" is a fire in German and Dutch, a make in English ("the brand's new mixer").
  if (word === 'brand' && language === 'en') return undefined;
  const concept = CONCEPT_OF.get(word) ?? elidedConcept(word) ?? unspacedConcept(word);
  if (
    concept !== undefined ||
    !COMPOUNDING.has(language ?? '') ||
    word.length < MIN_COMPOUND_TAIL + MIN_COMPOUND_LEFT
  )
    return concept;
  for (let from = MIN_COMPOUND_LEFT; from <= word.length - MIN_COMPOUND_TAIL; from++) {
    const tail = CONCEPT_OF.get(word.slice(from));
    if (tail !== undefined) return tail;
  }
  return undefined;
}

/**
 * What happened that no single word says, by phrases each to one concept: an event said not to take place
 * ("findet nicht statt", "gaat niet door", "n'aura pas lieu", "no se celebrará", "non si terrà", "não vai
 * acontecer") and a festival's last edition ("letzte Ausgabe", "laatste editie", "dernière édition", "última
 * edición", "ultima edizione", "zum letzten Mal", "for the last time"). Each phrase by its last word, which is
 * where it is recognised; the words before it must come right before it.
 */
const PHRASES: Record<string, string> = {
  cancellation:
    'nicht statt|gaat niet door|gaan niet door|pas lieu|pas avoir lieu|calls off|call off|called off|calling off|no podrá celebrarse|no podrán celebrarse|non andrà in scena|non andranno in scena|não poderá acontecer|no se celebrará|no se celebrara|no se realizará|no tendrá lugar|non si terrà|non si farà|non si svolgerà|não vai acontecer|não acontecerá|não será realizado|não será realizada|não se realiza',
  finale:
    "last edition|final edition|be its last|be their last|last ever edition|farewell edition|for the last time|letzte ausgabe|letzten ausgabe|letzte auflage|letzten auflage|letzte edition|letzten edition|zum letzten mal|laatste editie|voor het laatst|dernière édition|pour la dernière fois|última edición|por última vez|ultima edizione|per l'ultima volta|última edição|pela última vez|posljednje izdanje|zadnje izdanje",
};
const PHRASES_BY_LAST = new Map<string, { before: string[]; concept: string }[]>();
for (const [concept, phrases] of Object.entries(PHRASES))
  for (const phrase of phrases.split('|')) {
    const parts = words(phrase);
    const last = parts.pop()!;
    PHRASES_BY_LAST.set(last, [...(PHRASES_BY_LAST.get(last) ?? []), { before: parts.reverse(), concept }]);
  }

/** What a phrase ending with the word at `at` says happened, or undefined. */
export function phraseConcept(lowers: (at: number) => string | undefined, at: number): string | undefined {
  for (const { before, concept } of PHRASES_BY_LAST.get(lowers(at) ?? '') ?? [])
    if (before.every((word, back) => lowers(at - 1 - back) === word)) return concept;
  return undefined;
}

/**
 * German and Dutch verbs whose particle ends the clause, far from the verb: "sagt alle Shows ab", "zieht sich
 * von der Show zurück", "fällt dieses Jahr aus", "öffnet im Mai wieder", "zegt de tour af", "trekt zich
 * terug". Each particle with the verb's forms it completes and what they say happened.
 */
const SEPARABLE = new Map<string, { verbs: Set<string>; concept: string }>(
  (
    [
      ['ab', 'sagt sagen sagte sagten', 'cancellation'],
      ['aus', 'fällt fallen fiel fielen', 'cancellation'],
      ['zurück', 'zieht ziehen zog zogen', 'withdrawal'],
      ['wieder', 'öffnet öffnen öffnete öffneten', 'reopening'],
      ['af', 'zegt zeggen zegde zegden', 'cancellation'],
      ['terug', 'trekt trekken trok trokken', 'withdrawal'],
    ] as const
  ).map(([particle, verbs, concept]) => [particle, { verbs: new Set(words(verbs)), concept }]),
);
/** How far back a clause-final particle looks for its verb. */
const SEPARABLE_REACH = 10;

/**
 * What a clause-final particle says happened with its verb before it in the same sentence, or undefined. The
 * caller says where the clause ends (a sentence's end or a comma): "ab 20 Uhr" is no cancellation.
 */
export function separableConcept(
  tokens: readonly { lower: string; start: boolean }[],
  at: number,
): string | undefined {
  const separable = SEPARABLE.get(tokens[at]!.lower);
  if (separable === undefined) return undefined;
  const next = tokens[at + 1];
  if (next !== undefined && !next.start && next.lower !== ',') return undefined;
  for (let back = at - 1; back >= 0 && back >= at - SEPARABLE_REACH; back--) {
    if (tokens[back]!.lower === ',') return undefined;
    if (separable.verbs.has(tokens[back]!.lower)) return separable.concept;
    if (tokens[back]!.start) return undefined;
  }
  return undefined;
}

/** People's roles written before their names ("Publicist Kathryn Frazier", "Produzent Andrew Weatherall"). */
export const PERSON_TITLES = new Set(
  words(
    'publicist producer produzent produzentin productor productora produttore producteur productrice legend legende légende leyenda leggenda lenda musician musiker musikerin musicien músico musicista singer sänger sängerin chanteur chanteuse cantante rapper founder cofounder co-founder gründer gründerin mitgründer fondateur fondatrice fundador fundadora fondatore boss chef ceo director direktor direktorin directeur directrice directora direttore manager mayor bürgermeister bürgermeisterin maire alcalde alcaldesa sindaco burgemeester prefeito minister ministerin ministre ministro spokesperson spokeswoman spokesman sprecher sprecherin portavoz portavoce woordvoerder agent agentin agente president präsident präsidentin président présidente presidente voorzitter artist künstler künstlerin artiste artista',
  ),
);
