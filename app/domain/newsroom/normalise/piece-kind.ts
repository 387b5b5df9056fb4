// What kind of piece a headline heads, in English and the scene's other languages: a report, or a review, an
// interview or an analysis of the news; and whether it reports a turn (an appeal, a challenge, a reversal). A news report and a review of the same news, or a decision and its appeal days later, share
// names, places and dates, yet an editor keeps them apart (issue 38 point 3): grouping compares these first.

export const PieceKind = { report: 0, review: 1, interview: 2, analysis: 3 } as const;
export type PieceKind = (typeof PieceKind)[keyof typeof PieceKind];

const REVIEW =
  /\breview(?:ed)?\s*(?::|$)|^review\b|\breviewed\b|\bim test\b|\bkritik:|\bcritique\b|\brecensione\b|\brese[ñn]a\b|\brecensie\b/iu;
const INTERVIEW =
  /\binterview\b|\bin conversation\b|\bq&a\b|\bim gespräch\b|\bentretien\b|\bentrevista\b|\bintervista\b|\bgesprek met\b/iu;
// "Four Tet on making music at home": a name of two to five capitalised words, then "on" and the subject.
const NAME_ON = /^(?:\p{Lu}[\p{L}\p{N}.'’&-]*\s+){2,5}on\s+\p{Ll}/u;
// A question is not enough ("Will fabric survive another hearing?" reports the hearing); "why" is.
const ANALYSIS =
  /^why\b|\bexplained\b|\banalysis\b|\bopinion\b|\b(?:future|state|economics) of\b|\bwarum\b|\bpourquoi\b|\bpor qu[eé]\b|\bperch[eé]\b|\bwaarom\b|\bpor que\b/iu;
/** A turn of an earlier story: an appeal, a challenge, a reversal (a reopening is news of its own). */
const TURN =
  /\b(?:appeal(?:s|ed|ing)?|challeng(?:e|es|ed|ing)|overturn(?:s|ed)?|revers(?:e|es|ed|al)|u-turn|reinstate[sd]?|(?:to|will) fight|fights|berufung|einspruch|widerspruch|recours|fait appel|recurso|recurr\w*|ricorso|beroep)\b/iu;

/** The kind of piece a headline heads, and whether it reports a turn of an earlier story. */
export function pieceOf(title: string): { kind: PieceKind; turn: boolean } {
  const kind = REVIEW.test(title)
    ? PieceKind.review
    : INTERVIEW.test(title) || NAME_ON.test(title)
      ? PieceKind.interview
      : ANALYSIS.test(title)
        ? PieceKind.analysis
        : PieceKind.report;
  return { kind, turn: TURN.test(title) };
}
