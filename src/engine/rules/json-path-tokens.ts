/** `$.owners[0].firstName` -> ['owners', '0', 'firstName']; wildcards stay '*'. Undefined if not a simple path. */
export function jsonPathTokens(jsonPath: string): string[] | undefined {
  const tokens: string[] = [];
  const re = /\.([A-Za-z_$][\w$]*)|\[(\d+|\*)\]|\[['"]([^'"]+)['"]\]|\.\*/g;
  if (!jsonPath.startsWith('$')) return undefined;
  let at = 1;
  for (let m = re.exec(jsonPath); m; m = re.exec(jsonPath)) {
    if (m.index !== at) return undefined;
    tokens.push(m[1] ?? m[2] ?? m[3] ?? '*');
    at = m.index + m[0].length;
  }
  return at === jsonPath.length ? tokens : undefined;
}
