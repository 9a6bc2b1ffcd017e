/**
 * What a bundle loads with a file: the file and everything it imports statically, followed
 * through `importsOf` (a build manifest's entries, or a build's chunks). The bundle budget and the
 * first page's chunks both walk it.
 */
export function staticallyLoaded<K extends string>(first: K | undefined, importsOf: (key: K) => readonly K[] | undefined): Set<K> {
  const loaded = new Set<K>();
  const pending = first === undefined ? [] : [first];
  while (pending.length > 0) {
    const key = pending.pop()!;
    const imports = importsOf(key);
    if (loaded.has(key) || !imports) continue;
    loaded.add(key);
    pending.push(...imports);
  }
  return loaded;
}
