import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';
import {
  QUOTE_MAX_WORDS,
  quotes,
  storyLanguage,
  SUMMARY_MAX_WORDS,
  summarise,
  type SourceText,
} from './summarise';

const tour: SourceText[] = [
  {
    sourceName: 'Mixdown',
    url: 'http://127.0.0.1/a',
    language: 'en',
    title: 'Amelie Lens announces 2027 world tour',
    text: 'Tickets go on sale on Friday at 10:00. Amelie Lens has announced a 40-date world tour for 2027. The tour starts in Antwerp in March and ends in Melbourne. Her label Lenske will host showcases in five cities.',
  },
  {
    sourceName: 'Gear Pulse',
    url: 'http://127.0.0.1/b',
    language: 'en',
    title: 'Amelie Lens reveals huge world tour',
    text: 'Belgian techno star Amelie Lens will play 40 dates around the world in 2027. The run opens in Antwerp. Fans can buy tickets from Friday morning.',
  },
  {
    sourceName: 'Europa Beat',
    url: null,
    language: 'en',
    title: 'Lens goes global in 2027',
    text: 'A 40-date world tour for Amelie Lens was confirmed today, opening in Antwerp and closing in Melbourne, with Lenske showcases along the way in Berlin, Paris, London, New York and Tokyo, according to her team, who added that more dates may follow later in the year if demand is as strong as expected.',
  },
];

/** One story in each language the newsroom reads, told by two outlets; the lead must say what happened. */
const stories: { language: string; lead: RegExp; sources: [string, string, string][] }[] = [
  {
    language: 'de',
    lead: /Tresor.*(schließt|Ende)/,
    sources: [
      [
        'Tresor schließt im Dezember nach 33 Jahren',
        'Der Vorverkauf für die letzte Nacht beginnt am 3. Oktober. Der Berliner Club Tresor schließt am 31. Dezember nach 33 Jahren. Als Grund nennt der Betreiber u.a. die gestiegene Miete.',
        'Groove',
      ],
      [
        'Berliner Tresor macht zum Jahresende zu',
        'Nach 33 Jahren ist für den Tresor in Berlin Ende Dezember Schluss. Der Betreiber nennt die Miete als Grund.',
        'Faze',
      ],
    ],
  },
  {
    language: 'nl',
    lead: /Awakenings.*(uitverkocht)/,
    sources: [
      [
        'Awakenings Festival in een uur uitverkocht',
        'De kaartverkoop begon om 12.00 uur. Awakenings Festival is binnen een uur uitverkocht, meldt de organisatie. Er kwamen ca. 80.000 kaarten in de verkoop.',
        'Dansende Beren',
      ],
      [
        'Awakenings uitverkocht binnen het uur',
        'Alle kaarten voor Awakenings Festival zijn binnen het uur uitverkocht. Een wachtlijst opent morgen.',
        'DJ Mag NL',
      ],
    ],
  },
  {
    language: 'fr',
    lead: /Laurent Garnier.*album/,
    sources: [
      [
        'Laurent Garnier annonce un nouvel album',
        "Les précommandes ouvrent vendredi. Laurent Garnier annonce un nouvel album, son premier depuis 2015. M. Garnier l'a enregistré dans son studio du Var.",
        'Trax',
      ],
      [
        'Un nouvel album pour Laurent Garnier',
        "Laurent Garnier publiera un nouvel album au printemps, le premier depuis 2015. La tournée suivra à l'automne.",
        'Tsugi',
      ],
    ],
  },
  {
    language: 'es',
    lead: /Sónar.*(cancela|edición)/,
    sources: [
      [
        'Sónar cancela su edición de Hong Kong',
        'Las entradas se reembolsarán en un plazo de 14 días. Sónar cancela su edición de Hong Kong por motivos de producción. La organización no descarta volver en 2027.',
        'Vicio',
      ],
      [
        'Sónar suspende su cita en Hong Kong',
        'El festival Sónar cancela la edición de Hong Kong prevista para abril. La Sra. Puig, portavoz, lo confirmó ayer.',
        'Dance Music Spain',
      ],
    ],
  },
  {
    language: 'it',
    lead: /Kappa FuturFestival.*(annuncia|date)/,
    sources: [
      [
        'Kappa FuturFestival annuncia le date del 2027',
        "I biglietti saranno disponibili da lunedì. Kappa FuturFestival annuncia le date del 2027 al Parco Dora di Torino. L'edizione n. 14 durerà tre giorni.",
        'Parkett',
      ],
      [
        'Le date del Kappa FuturFestival 2027',
        'Il Kappa FuturFestival torna al Parco Dora di Torino a luglio 2027 con tre giorni di musica. Il festival non ha ancora svelato la line-up.',
        'Soundwall',
      ],
    ],
  },
  {
    language: 'pt',
    lead: /Boom Festival.*(regressa|anuncia)/,
    sources: [
      [
        'Boom Festival anuncia regresso em 2027',
        'Os bilhetes esgotaram em 2025 em poucas horas. O Boom Festival anuncia que regressa a Idanha-a-Nova em julho de 2027. A organização prevê aprox. 40.000 pessoas.',
        'Rimas e Batidas',
      ],
      [
        'Boom Festival regressa a Idanha-a-Nova',
        'O Boom Festival regressa a Idanha-a-Nova em julho de 2027, anunciou a organização. O festival mantém o formato bienal.',
        'Blitz',
      ],
    ],
  },
];

describe('summarise', () => {
  it('leads with the event, not a side fact, in at most 80 words, under a headline of the sources', () => {
    const { headline, summary, details } = summarise(tour);
    expect(tour.map((source) => source.title)).toContain(headline);
    expect(summary).toMatch(/Amelie Lens/);
    expect(summary).toMatch(/world tour|40 dates/);
    expect(summary).not.toMatch(/^Tickets/);
    expect([summary, ...details].join(' ').split(/\s+/).length).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
  });

  it.each(stories)(
    'leads a $language story with its event and says each fact once',
    ({ language, lead, sources }) => {
      const texts = sources.map(([title, text, sourceName], i) => ({
        sourceName,
        title,
        text,
        language,
        url: `http://127.0.0.1/${language}/${i}`,
      }));
      const { summary, details, language: written } = summarise(texts);
      expect(written).toBe(language);
      expect(summary).toMatch(lead);
      // The two outlets' versions of the event are one sentence on the page, not two.
      for (const detail of details) expect(detail, detail).not.toMatch(lead);
    },
  );

  it('writes an article in English from its English reports when a story is told in two languages', () => {
    const german = {
      sourceName: 'Groove',
      url: null,
      language: 'de',
      title: 'Amelie Lens kündigt Welttournee an',
      text: 'Amelie Lens geht 2027 auf Welttournee mit 40 Terminen. Der Auftakt ist in Antwerpen.',
    };
    expect(storyLanguage(['de', 'en', null])).toBe('en');
    expect(storyLanguage(['de', 'nl', 'de'])).toBe('de');
    const { headline, summary, details } = summarise([german, ...tour]);
    expect(tour.map((source) => source.title)).toContain(headline);
    expect([summary, ...details].join(' ')).not.toMatch(/Welttournee|Antwerpen/);
    expect(quotes([german, ...tour], [summary, ...details]).map((quote) => quote.sourceName)).not.toContain(
      'Groove',
    );
  });
});

describe('summarise with videos and posts', () => {
  it('tells the story from news reports and quotes a post, credited, for what it adds', () => {
    const post: SourceText = {
      sourceName: 'Amelie Lens',
      url: 'https://social.example/@amelielens/1',
      language: 'en',
      kind: 'social',
      title: 'Forty dates in 2027, starting at home in Antwerp.',
      text: 'Forty dates in 2027, starting at home in Antwerp. I have never been this nervous about a tour.',
    };
    const { headline, summary, details } = summarise([post, ...tour]);
    expect(headline).not.toBe(post.title);
    expect([summary, ...details].join(' ')).not.toMatch(/\bI have\b/);
    const picked = quotes([post, ...tour], [summary, ...details]);
    expect(picked.find((quote) => quote.sourceName === 'Amelie Lens')?.quote).toBe(
      'Forty dates in 2027, starting at home in Antwerp.',
    );
  });
});

describe('quotes', () => {
  it('quotes at most 40 words per source, only what the page does not already say', () => {
    const { summary, details } = summarise(tour);
    const picked = quotes(tour, [summary, ...details]);
    expect(picked.length).toBeGreaterThan(0);
    for (const quote of picked) expect(quote.quote.split(/\s+/).length).toBeLessThanOrEqual(QUOTE_MAX_WORDS);
    const said = [summary, ...details].flatMap(splitSentences);
    for (const quote of picked) expect(said).not.toContain(quote.quote);
  });

  it('quotes a source whose first sentence is new, clipped with an ellipsis', () => {
    const picked = quotes(tour, []);
    expect(picked).toHaveLength(3);
    expect(picked[0]?.quote).toBe('Tickets go on sale on Friday at 10:00.');
    expect(picked[2]?.quote.endsWith('…')).toBe(true);
  });
});
