import type { People } from './operationsSeedData.js';

/** Deterministic randomness and made-up personal data for the demo seed (server/db/operationsSeed.ts). */
/** A small deterministic generator (mulberry32). */
export function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof randomFrom>;

export const hash = (text: string) =>
  [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

export const shown = (name: string | [string, string]) => (typeof name === 'string' ? name : name[0]);
export const ascii = (name: string | [string, string]) =>
  (typeof name === 'string' ? name : name[1]).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function identityNumber(r: Random, kind: People['identity']): string {
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
  if (kind === 'digits13') return digits(13);
  if (kind === 'albanian') return `${r.pick(['I', 'J', 'K'])}${digits(8)}${r.pick(['A', 'B', 'L'])}`;
  if (kind === 'german') return `C${digits(2)}X${digits(2)}T${digits(2)}`;
  return digits(9);
}
