// World knowledge in grouping (issue 39 point 4): pairs of real reports of one event where the second names
// the act only through what the scene knowledge base holds (a work, a member, a civil name, a founder), and
// pairs of one act's two events that must stay apart (tests/fixtures/world-knowledge/pairs.json). Prints how
// many join pair by pair (`sameStoryScore` alone, as world-knowledge.test.ts reads them) and as the crawler
// compares them (with the rare keywords of the whole set as one batch, as `planStories` passes them).
import { readFileSync } from 'node:fs';
import { rareKeywords } from '../app/domain/newsroom/group/plan-stories';
import { sameStoryScore } from '../app/domain/newsroom/group/same-story';
import { fingerprint } from '../app/domain/newsroom/normalise/similarity';

type Report = [title: string, lead: string];
type Pair = { holds?: string; a: Report; b: Report };
type PairSet = { together: Pair[]; apart: Pair[] };

export function evaluateWorldKnowledge(file = 'tests/fixtures/world-knowledge/pairs.json') {
  const set = JSON.parse(readFileSync(file, 'utf8')) as PairSet;
  const signatures = new Map<string, ReturnType<typeof fingerprint>['signature']>();
  const signatureOf = ([title, lead]: Report) => {
    const key = `${title}\n${lead}`;
    let signature = signatures.get(key);
    if (!signature) signatures.set(key, (signature = fingerprint(title, lead).signature));
    return signature;
  };
  const all = [...set.together, ...set.apart].flatMap((pair) => [pair.a, pair.b]).map(signatureOf);
  const rare = rareKeywords(
    { size: 0, keywordCount: () => 0 },
    [...new Set(all)].map((signature) => ({ signature })),
  );
  const joined = (pairs: Pair[], withKeywords: boolean) =>
    pairs.filter(
      (pair) =>
        sameStoryScore(
          signatureOf(pair.a),
          signatureOf(pair.b),
          undefined,
          withKeywords ? rare : undefined,
        ) !== undefined,
    );
  const byHold = (pairs: Pair[]) => {
    const counts: Record<string, string> = {};
    for (const hold of new Set(set.together.map((pair) => pair.holds ?? 'other'))) {
      const of = set.together.filter((pair) => (pair.holds ?? 'other') === hold);
      counts[hold] = `${of.filter((pair) => pairs.includes(pair)).length} of ${of.length}`;
    }
    return counts;
  };
  const pairwise = joined(set.together, false);
  const crawled = joined(set.together, true);
  return {
    pairs: { together: set.together.length, apart: set.apart.length },
    pairwise: {
      joined: pairwise.length,
      byHold: byHold(pairwise),
      apartJoined: joined(set.apart, false).length,
    },
    withBatchKeywords: {
      joined: crawled.length,
      byHold: byHold(crawled),
      apartJoined: joined(set.apart, true).length,
    },
  };
}

if (process.argv[1]?.endsWith('world-knowledge.ts'))
  console.log(
    JSON.stringify(
      { benchmark: 'world-knowledge', date: new Date().toISOString(), ...evaluateWorldKnowledge() },
      null,
      2,
    ),
  );
