import type { GroupingProblem } from '~/db/schema/participation';

/** The words the article page and the desk use for each problem a reader can report about a grouping. */
export const groupingProblemLabels: Record<GroupingProblem, string> = {
  different_story: 'A source is about a different story',
  duplicate_story: 'This story is already on the site as another article',
  other: 'Something else about the grouping',
};
