/**
 * C0 controls and DEL. PostgreSQL refuses NUL in text (22021, which answered 500), and none of
 * them belongs in a slug, an id, a token or a filter. Text a visitor writes may hold tabs and
 * line breaks, so a body allows those three.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const IN_ADDRESS = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(value: string, text = false): boolean {
  return (text ? IN_TEXT : IN_ADDRESS).test(value);
}

/**
 * The dotted path of the first string in `value` holding a control character (`""` for the value
 * itself), or undefined. Keys are checked too: they become column names' values in filters.
 */
export function controlCharacterAt(value: unknown, text = false, depth = 0): string | undefined {
  if (typeof value === "string") return hasControlCharacters(value, text) ? "" : undefined;
  if (value === null || typeof value !== "object" || depth > 32) return undefined;
  if (ArrayBuffer.isView(value)) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const name = String(key);
    if (hasControlCharacters(name, false)) return name;
    const below = controlCharacterAt(item, text, depth + 1);
    if (below !== undefined) return below ? `${name}.${below}` : name;
  }
  return undefined;
}

/** Whether a request address (path and query, percent-encoded) decodes to a control character. */
export function addressHasControlCharacters(url: string): boolean {
  if (!url.includes("%") && !IN_ADDRESS.test(url)) return false;
  let decoded = url;
  try {
    decoded = decodeURIComponent(url.replaceAll("+", " "));
  } catch {
    // A malformed escape is no control character; the router answers it as it does today.
    return /%(?:[01][0-9a-f]|7f)/i.test(url);
  }
  return IN_ADDRESS.test(decoded);
}
