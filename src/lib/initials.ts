/** Up to two upper-case initials for an avatar: "Ana Petrović" → "AP"; falls back to the user name. */
export function initials(...parts: (string | null | undefined)[]): string {
  const letters = parts
    .flatMap((part) => (part ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return Array.from(letters).slice(0, 2).join('').toLocaleUpperCase() || '?';
}
