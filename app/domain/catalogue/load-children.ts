/**
 * The child rows of a list of parents (a festival's line-up, a chart's entries) in one round trip: `load`
 * runs one query for every parent id at once, and is not run at all when there are no parents. Returns each
 * parent's children, in the order the query gave them.
 */
export async function loadChildren<Child>(
  parentIds: readonly string[],
  load: (parentIds: string[]) => Promise<Child[]>,
  parentOf: (child: Child) => string,
): Promise<(parentId: string) => Child[]> {
  const children = parentIds.length > 0 ? await load([...parentIds]) : [];
  const byParent = new Map<string, Child[]>();
  for (const child of children) {
    const siblings = byParent.get(parentOf(child));
    if (siblings) siblings.push(child);
    else byParent.set(parentOf(child), [child]);
  }
  return (parentId) => byParent.get(parentId) ?? [];
}
