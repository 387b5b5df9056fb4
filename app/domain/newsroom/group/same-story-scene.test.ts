import { describe, expect, it } from 'vitest';
import { fingerprint } from '../normalise/similarity';
import { lateScore, rulesScore, sameStoryScore } from './same-story';

// Names known by other names and descriptions (decision 037): the pairs join through what the scene knows,
// and nothing else; two events of one act stay apart whatever they call it.
const report = (title: string, text: string) => fingerprint(title, text);

describe('the anchor rule with the scene names', () => {
  const show = (name: string) =>
    report(`${name} books a summer date`, `${name} returns on 12 June with a new live set.`);

  it('joins reports naming one act by its civil and its stage name', () => {
    const civil = report(
      'Kieran Hebden confirms a one-off show',
      'Kieran Hebden will play a one-off show on 12 June, his only date this year.',
    );
    expect(sameStoryScore(civil.signature, show('Four Tet').signature)).toBeDefined();
    // The same facts with another act: a date alone is not one event.
    expect(sameStoryScore(civil.signature, show('Bonobo').signature)).toBeUndefined();
  });

  it('makes the two names meet as candidates', () => {
    const civil = report('Sonny Moore sets a date', 'Sonny Moore will play on 4 July.');
    const stage = report('Skrillex heads home', 'Skrillex headlines a hometown show.');
    expect(civil.bands.filter((band) => stage.bands.includes(band))).not.toEqual([]);
  });

  it('keeps two events of one act apart under either name', () => {
    expect(
      sameStoryScore(
        report('Sonny Moore announces an album', 'Sonny Moore will release his album on 13 March.').signature,
        report('Skrillex cancels his Tokyo show', 'Skrillex called off his 4 July show in Tokyo.').signature,
      ),
    ).toBeUndefined();
    expect(
      sameStoryScore(
        report('Sonny Moore raises $1m for wildfire relief', 'Sonny Moore played all night on Saturday.')
          .signature,
        report('Skrillex shares a new single', 'Skrillex is back with a single on Friday.').signature,
      ),
    ).toBeUndefined();
  });

  it('counts a description the other report answers by name, weakly', () => {
    const named = report('Jamie Jones plays all night', 'Jamie Jones plays all night on Saturday 3 May.');
    const described = (who: string) =>
      report('An all-nighter at the club', `${who} returns on Saturday 3 May for a set from open to close.`);
    expect(sameStoryScore(named.signature, described('The Welsh DJ').signature)).toBeDefined();
    // A description that does not agree with the act, or says nothing of anyone, adds nothing to the date.
    expect(sameStoryScore(named.signature, described('The Scottish DJ').signature)).toBeUndefined();
    expect(sameStoryScore(named.signature, described('The DJ').signature)).toBeUndefined();
  });

  it('never counts two alike descriptions as a name', () => {
    const a = report(
      'An all-nighter up north',
      'The Welsh DJ plays a warehouse in Leeds on Saturday 3 May, his only northern date of the spring.',
    );
    const b = (who: string) =>
      report(
        'Another marathon set',
        `${who} returns on Saturday 3 May, closing a week of parties across three rooms with residents and guests.`,
      );
    expect(sameStoryScore(a.signature, b('The Welsh DJ').signature)).toBeUndefined();
    expect(sameStoryScore(a.signature, b('Jamie Jones').signature)).toBeDefined();
  });
});

describe('across languages (decision 077)', () => {
  // Retold: a club's fire in two languages, and in a third the club's next night, days later.
  const english = report(
    'Fire destroys Tresor main floor in Berlin',
    'A fire broke out at Tresor in Berlin on Wednesday night; resident Dimi Angelis was due to play.',
  );
  const german = report(
    'Großfeuer im Berliner Club',
    'In der Nacht auf Donnerstag hat ein Feuer im Tresor den Hauptfloor zerstört, Dimi Angelis sollte auflegen.',
  );

  it('joins two reports in two languages that share two names and what happened', () => {
    expect(sameStoryScore(english.signature, german.signature)).toBeDefined();
  });

  it('keeps the aftermath apart, though it names both and the fire', () => {
    const after = report(
      'Tresor öffnet wieder mit Dimi Angelis',
      'Eine Woche nach dem Feuer öffnet der Tresor wieder, Dimi Angelis legt auf.',
    );
    expect(sameStoryScore(english.signature, after.signature)).toBeUndefined();
  });

  it('asks for the same thing to have happened, not only the two names', () => {
    const other = report(
      'Dimi Angelis spielt im Tresor',
      'Am Samstag spielt Dimi Angelis ein langes Set im Tresor in Berlin.',
    );
    expect(sameStoryScore(english.signature, other.signature)).toBeUndefined();
  });

  it('joins a stage fire across languages on one name, the fire and the stage', () => {
    // Retold: a festival's main stage burns two days before it opens, in English and in German.
    const fire = report(
      'Fire engulfs the main stage of Parookaville in Weeze',
      'A blaze destroyed the main stage of Parookaville on Wednesday, two days before the festival opens on Friday.',
    );
    const feuer = fingerprint(
      'Feuer zerstört Hauptbühne von Parookaville',
      'Am Mittwoch hat ein Großbrand die Hauptbühne in Weeze zerstört. Das Festival soll am Freitag beginnen.',
      'de',
    );
    expect(sameStoryScore(fire.signature, feuer.signature)).toBeDefined();
    // Another festival's stage fire shares what happened, not the name.
    const other = fingerprint(
      'Feuer zerstört Hauptbühne vom Melt',
      'Am Mittwoch hat ein Großbrand die Hauptbühne in Gräfenhainichen zerstört. Das Festival soll am Freitag beginnen.',
      'de',
    );
    expect(sameStoryScore(fire.signature, other.signature)).toBeUndefined();
  });

  describe('one name and what happened, the same day (decisions 077, 096)', () => {
    // Retold: a club closes for good, told in Dutch in the morning and in English in the afternoon.
    const dutch = fingerprint(
      'Utrechtse club Radion sluit definitief',
      'De club aan de Louwesweg stopt per direct; de eigenaren noemen de kosten als reden.',
      'nl',
    );
    const english = fingerprint(
      'Utrecht loses Radion as its owners pull out',
      'The club shuts with immediate effect: rising costs left them no choice, the owners say.',
      'en',
    );
    const hours = (count: number) => count * 3_600_000;

    it('joins them within the day', () => {
      expect(
        sameStoryScore(dutch.signature, english.signature, undefined, undefined, hours(5)),
      ).toBeDefined();
      // The evening's report and the next morning's (decision 096; decision 077 stopped at twelve hours).
      expect(rulesScore(dutch.signature, english.signature, undefined, undefined, hours(20))).toBeDefined();
      expect(rulesScore(dutch.signature, english.signature, undefined, undefined, hours(30))).toBeUndefined();
    });

    it('leaves them apart days later: the hand rules ask for the same day, and the learned scorer is not sure enough (decisions 085, 089)', () => {
      // One rare name, the same thing happened, the same city, in two languages. Decision 085's scorer joined
      // them at 72 hours (threshold 0.506); refitted with tuning-4, whose look-alikes within days (a funeral, a
      // cause of death, talks that failed) raised the threshold for pair precision 0.97, it gives them about
      // 0.53, below it. A recall loss recorded in decision 089.
      expect(rulesScore(dutch.signature, english.signature, undefined, undefined, hours(72))).toBeUndefined();
      expect(
        sameStoryScore(dutch.signature, english.signature, undefined, undefined, hours(72)),
      ).toBeUndefined();
    });

    it('keeps the club’s other news of that day apart', () => {
      const night = fingerprint(
        'Radion announces a new Friday residency',
        'The club hands its Fridays to a new crew from next month.',
        'en',
      );
      expect(
        sameStoryScore(dutch.signature, night.signature, undefined, undefined, hours(3)),
      ).toBeUndefined();
    });
  });
});

describe('dates that differ, when the names decide (decision 079)', () => {
  // Retold: a producer's death, one report giving the day he was found, the other a date of his past.
  const found = fingerprint(
    'DJ Frankie Knuckles tot in Chicago aufgefunden',
    'Frankie Knuckles wurde am Montag, dem 31. März, in Chicago tot aufgefunden. Mit Jamie Principe schrieb er Your Love.',
    'de',
  );
  const background = fingerprint(
    'Der Godfather of House ist gestorben',
    'Frankie Knuckles ist in Chicago gestorben. Am 25. Juli 1977 eröffnete er die Warehouse, mit Jamie Principe schrieb er Your Love.',
    'de',
  );

  it('joins two reports of one death that name the same people and place but different dates', () => {
    expect(sameStoryScore(found.signature, background.signature)).toBeDefined();
  });

  it('keeps one act’s two nights apart, though they share the names, when nothing says the same happened', () => {
    const night = (date: string) =>
      fingerprint(
        `Frankie Knuckles spielt in Chicago am ${date}`,
        `Frankie Knuckles legt am ${date} in der Warehouse in Chicago auf, mit Jamie Principe und Larry Heard.`,
        'de',
      );
    expect(sameStoryScore(night('31. März').signature, night('25. Juli').signature)).toBeUndefined();
  });
});

describe('a report beyond the story window (decision 089)', () => {
  // Retold: a singer's death told in German, then again days later in German and Italian; his funeral and his
  // band's other news of those days are other stories.
  const death = fingerprint(
    'DAF-Sänger Gabi Delgado ist tot',
    'Gabi Delgado, Sänger und Mitgründer der Band DAF, ist mit 61 Jahren gestorben, teilte sein Bandpartner Robert Görl am Montag mit.',
    'de',
  );

  it('joins the same death retold in its words, and leaves a retelling in another language to the window', () => {
    const retold = fingerprint(
      'Schock: DAF-Sänger Gabi Delgado gestorben',
      'Der in Spanien geborene Sänger von DAF ist tot, teilten Management und Robert Görl mit. Delgado wurde 61 Jahre alt.',
      'de',
    );
    const italian = fingerprint(
      'È morto Gabi Delgado, voce dei DAF',
      'Gabi Delgado, metà del duo DAF insieme a Robert Görl, è scomparso a 61 anni; lo ha annunciato Görl su Facebook.',
      'it',
    );
    expect(lateScore(death.signature, retold.signature)).toBeDefined();
    // One name and the same happening join it within the window, not this late: a follow-up says as much.
    expect(sameStoryScore(death.signature, italian.signature)).toBeDefined();
    expect(lateScore(death.signature, italian.signature)).toBeUndefined();
  });

  it('keeps apart the funeral, the band’s other news, and what the rules accept only within the window', () => {
    const funeral = fingerprint(
      'Gabi Delgado wird am Freitag beigesetzt',
      'Familie und Robert Görl laden Fans von DAF zur Trauerfeier in Berlin ein; Blumen können vorab geschickt werden.',
      'de',
    );
    const album = fingerprint(
      'DAF kündigen neues Album an',
      'Robert Görl und Gabi Delgado arbeiten an einem neuen DAF-Album, das im Herbst erscheinen soll.',
      'de',
    );
    const concert = fingerprint(
      'DAF-Sänger Gabi Delgado in Berlin',
      'Gabi Delgado, Sänger und Mitgründer der Band DAF, spielt mit 61 Jahren mit Robert Görl am Montag in Berlin.',
      'de',
    );
    expect(lateScore(death.signature, funeral.signature)).toBeUndefined();
    expect(lateScore(death.signature, album.signature)).toBeUndefined();
    expect(sameStoryScore(death.signature, concert.signature)).toBeDefined();
    expect(lateScore(death.signature, concert.signature)).toBeUndefined();
  });
});
