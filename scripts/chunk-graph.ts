/**
 * `starts` and everything reachable from them through `next`, not past a node `stop` refuses: a
 * build's chunks and what they import statically, for the size budget, the route preloads and the
 * words each loading step brings.
 */
export function reachable<T>(
  starts: Iterable<T>,
  next: (node: T) => Iterable<T>,
  stop: (node: T) => boolean = () => false,
): Set<T> {
  const found = new Set<T>();
  const visit = (node: T): void => {
    if (found.has(node) || stop(node)) return;
    found.add(node);
    for (const following of next(node)) visit(following);
  };
  for (const start of starts) visit(start);
  return found;
}
