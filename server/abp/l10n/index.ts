import { en } from './en.js';
import type { MessageKey, Messages } from './en.js';
import { ro } from './ro.js';
import { mk } from './mk.js';
import { bs } from './bs.js';
import { sr } from './sr.js';
import { sq } from './sq.js';
import { de } from './de.js';
import { permissionNames } from './permissions.js';

export type { MessageKey, Messages };

export const supportedCultures = ['en', 'ro', 'mk', 'bs', 'sr', 'sq', 'de'] as const;
export type Culture = (typeof supportedCultures)[number];

const catalogues: Record<Culture, Messages> = { en, ro, mk, bs, sr, sq, de };

const format = (template: string, args: readonly (string | number)[]) =>
  template.replace(/\{(\d+)\}/g, (whole, i: string) => String(args[Number(i)] ?? whole));

/** The message `key` in `culture`, its {n} placeholders filled from `args`. */
export function translate(
  culture: Culture,
  key: MessageKey,
  args: readonly (string | number)[] = [],
): string {
  return format(catalogues[culture][key] ?? en[key], args);
}

/** Every server message in `culture`, English where a translation is missing (ABP's `localization.values`). */
export function catalogue(culture: Culture): Record<MessageKey, string> {
  return { ...en, ...catalogues[culture] };
}

/** A permission's display name in `culture`, falling back to English, then to the name itself. */
export function permissionDisplayName(culture: Culture, name: string): string {
  return permissionNames[culture][name] ?? permissionNames.en[name] ?? name;
}
