/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses
 * U+0000 in text, and none of them belongs in a name, a note, a code or a search.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The path of every string (and object key) in a parsed request body, query or params that holds
 * a control character. Walks with its own stack, so a deeply nested body cannot overflow the call
 * stack.
 */
export function findControlCharacters(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacter(key)) found.push([...path, key]);
        else pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found.reverse();
}
