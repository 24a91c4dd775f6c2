/**
 * For a selector list, one class per selector that an element must carry to match it: a class written in the
 * selector's last compound (the part after its last combinator), outside any brackets or parentheses. Returns null
 * when some selector in the list has no such class (`div`, `*`, `[role=x]`, `:where(.a)`) or when the text holds an
 * escape, so that the caller falls back to full matching.
 */
export function keyClasses(selectorList: string): string[] | null {
  if (selectorList.includes('\\')) return null;
  const keys: string[] = [];
  for (const selector of splitTopLevel(selectorList)) {
    const key = lastCompoundClass(selector.trim());
    if (!key) return null;
    keys.push(key);
  }
  return keys.length ? keys : null;
}

/** Splits at commas outside brackets, parentheses and quotes. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The last class named at the top level of the selector's last compound, or null. */
function lastCompoundClass(selector: string): string | null {
  let depth = 0;
  let quote = '';
  let key: string | null = null;
  for (let i = 0; i < selector.length; i += 1) {
    const c = selector[i]!;
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t'))
      key = null; // a combinator: what was found belongs to an earlier compound
    else if (depth === 0 && c === '.') {
      const name = /^-?[_a-zA-Z][-_a-zA-Z0-9]*/.exec(selector.slice(i + 1))?.[0];
      if (!name) return null;
      key = name;
      i += name.length;
    }
  }
  return key;
}
