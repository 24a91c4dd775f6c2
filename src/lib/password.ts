/** Character pools without look-alikes (i, l, L, I, o, O, 0 and 1 are left out). */
const POOLS = ['abcdefghjkmnpqrstuvwxyz', 'ABCDEFGHJKMNPQRSTUVWXYZ', '23456789'] as const;
const ALL = POOLS.join('');
const LENGTH = 8;

/** A uniformly random index below `n` from the Web Crypto generator (rejection sampling, no modulo bias). */
function randomBelow(n: number): number {
  const limit = Math.floor(256 / n) * n;
  const byte = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(byte);
    if (byte[0]! < limit) return byte[0]! % n;
  }
}

const pick = (pool: string) => pool[randomBelow(pool.length)]!;

/**
 * The product's generated password: 8 characters, at least one of each pool (lower, upper, digit), no look-alike
 * characters such as l/1/I or O/0, so it can be read out or typed from a screen. (Web Crypto only: a password
 * library pulled a 15 KB Buffer polyfill into the users screen.)
 */
export function generatePassword(): string {
  const chars = [...POOLS.map(pick), ...Array.from({ length: LENGTH - POOLS.length }, () => pick(ALL))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
