import { slugify } from '~/lib/slug';

// The weekly charts' scoring (see README: "Weekly charts, computed"): releases earn points from the week's
// stories that name them or their artists, each story weighted by how many sources told it and how many
// read it. Pure: the signals are read by weekly-chart-signals.server.ts.

/** A published story of the week, with what the tagger found in it. */
export type SignalArticle = {
  id: string;
  /** Title and summary, where a release's or a track's title is looked for. */
  text: string;
  views: number;
  sourceCount: number;
  /** Tag names by kind: artists, labels and genres. */
  artists: string[];
  labels: string[];
  genres: string[];
};

/** A published release that may chart: its chart line (artist, track, label, link) and its genre. */
export type CandidateRelease = {
  id: string;
  slug: string;
  title: string;
  artist: string;
  label: string;
  genre: string;
  /** YYYY-MM-DD */
  releaseDate: string;
  /** The featured track, or the release's title when it has none. */
  trackTitle: string;
  link: string;
  embedId: string | null;
};

export type ScoredRelease = CandidateRelease & {
  score: number;
  /** The release's own genre and those of the stories that named it, comparable (lower case, no accents). */
  genres: Set<string>;
};

/** Points per story, times the story's weight: its release or track named, its artist, its label. */
const POINTS = { track: 3, artist: 1, label: 0.5, releasedThisWeek: 1 } as const;

/** Names and titles compared as words: accents, case and punctuation do not count ("Tiësto" is "tiesto"). */
export const comparable = (text: string) => slugify(text, 100_000).replaceAll('-', ' ');

/** A story's weight: the sources that told it (at least one), times 1 + log10(1 + views). */
export const articleWeight = (article: Pick<SignalArticle, 'views' | 'sourceCount'>) =>
  Math.max(1, article.sourceCount) * (1 + Math.log10(1 + Math.max(0, article.views)));

/**
 * The artists a release credits: the whole credit and each name in it ("A feat. B", "A, B", "A x B",
 * "A vs. B"). An ampersand stays inside a name: Above & Beyond is one act.
 */
export function artistCredits(artist: string): string[] {
  const parts = artist.split(/\s*,\s*|\s+(?:feat\.?|ft\.?|featuring|x|vs\.?)\s+/i);
  return [...new Set([artist, ...parts].map(comparable).filter(Boolean))];
}

/** A title as a story would write it: without "EP", "LP", "Remixes" or "Album" at its end. */
const coreTitle = (title: string) => comparable(title).replace(/\s+(?:ep|lp|remixes|album)$/, '');

/** Titles shorter than this are common words ("One", "Up"): finding them in a text proves nothing. */
const MIN_TITLE_LENGTH = 4;

const namesTitle = (text: string, title: string) => {
  const core = coreTitle(title);
  return core.length >= MIN_TITLE_LENGTH && ` ${text} `.includes(` ${core} `);
};

/**
 * The release an artist's mention is credited to: their newest released by the week's end, or, when none
 * is out yet, the one coming soonest.
 */
function currentRelease(releases: CandidateRelease[], weekEnd: string): CandidateRelease | undefined {
  const out = releases.filter((release) => release.releaseDate <= weekEnd);
  if (out.length > 0)
    return out.reduce((best, release) => (release.releaseDate > best.releaseDate ? release : best));
  return releases.reduce<CandidateRelease | undefined>(
    (best, release) => (!best || release.releaseDate < best.releaseDate ? release : best),
    undefined,
  );
}

/**
 * Every candidate's score for the week `from`..`to` (dates, inclusive). A story that names a release's or
 * its featured track's title and one of its artists gives `track` points; one that only names an artist
 * gives `artist` points to that artist's current release; a label named gives `label` points to the label's
 * releases out that week. A release out that week has `releasedThisWeek` points of its own. Releases
 * without any point are left out.
 */
export function scoreReleases(
  articles: readonly SignalArticle[],
  releases: readonly CandidateRelease[],
  week: { from: string; to: string },
): ScoredRelease[] {
  const scored = new Map<string, ScoredRelease>(
    releases.map((release) => [
      release.id,
      { ...release, score: 0, genres: new Set([comparable(release.genre)]) },
    ]),
  );
  const credits = new Map(releases.map((release) => [release.id, artistCredits(release.artist)]));
  const byArtist = new Map<string, CandidateRelease[]>();
  for (const release of releases)
    for (const name of credits.get(release.id)!) byArtist.set(name, [...(byArtist.get(name) ?? []), release]);
  const outThisWeek = (release: CandidateRelease) =>
    release.releaseDate >= week.from && release.releaseDate <= week.to;

  for (const article of articles) {
    const weight = articleWeight(article);
    const text = comparable(article.text);
    const artists = new Set(article.artists.map(comparable));
    const labels = new Set(article.labels.map(comparable));
    const genres = article.genres.map(comparable);
    const credit = (release: CandidateRelease, points: number) => {
      const entry = scored.get(release.id)!;
      entry.score += points * weight;
      for (const genre of genres) entry.genres.add(genre);
    };
    const named = new Set<string>();
    for (const release of releases) {
      const byNamedArtist = credits.get(release.id)!.some((name) => artists.has(name));
      if (byNamedArtist && (namesTitle(text, release.title) || namesTitle(text, release.trackTitle))) {
        credit(release, POINTS.track);
        named.add(release.id);
      } else if (labels.has(comparable(release.label)) && outThisWeek(release)) credit(release, POINTS.label);
    }
    // An artist named without a title: their current release, unless this story named one of theirs already
    // (and once, however many of its artists the story names).
    const current = new Set<CandidateRelease>();
    for (const artist of artists) {
      const theirs = byArtist.get(artist) ?? [];
      if (theirs.some((release) => named.has(release.id))) continue;
      const release = currentRelease(theirs, week.to);
      if (release) current.add(release);
    }
    for (const release of current) credit(release, POINTS.artist);
  }
  for (const release of releases)
    if (outThisWeek(release)) scored.get(release.id)!.score += POINTS.releasedThisWeek;
  return [...scored.values()].filter((release) => release.score > 0);
}

/** A chart line: rank, artist, track, label and link (the entry's fields in chart_entries). */
export type RankedEntry = {
  rank: number;
  artist: string;
  trackTitle: string;
  label: string;
  sourceUrl: string;
  embedId: string | null;
  score: number;
};

export const CHART_LENGTH = 10;

/**
 * A chart's top ten among the scored releases: those in one of `genres` (comparable names; null: every
 * release), highest score first; ties go to the newer release, then by artist and track.
 */
export function rankReleases(
  scored: readonly ScoredRelease[],
  genres: readonly string[] | null,
): RankedEntry[] {
  return scored
    .filter((release) => !genres || genres.some((genre) => release.genres.has(genre)))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.releaseDate.localeCompare(a.releaseDate) ||
        a.artist.localeCompare(b.artist, 'en') ||
        a.trackTitle.localeCompare(b.trackTitle, 'en') ||
        a.id.localeCompare(b.id),
    )
    .slice(0, CHART_LENGTH)
    .map((release, i) => ({
      rank: i + 1,
      artist: release.artist,
      trackTitle: release.trackTitle,
      label: release.label,
      sourceUrl: release.link,
      embedId: release.embedId,
      score: Math.round(release.score * 100) / 100,
    }));
}
