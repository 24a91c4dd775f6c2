import { parseDecimal, textFilter, type FilterDef } from '@/components/list/filters';

/**
 * An exact money amount (`?exactAmount=1250.50`, sent as `Amount=1250.50`): kept as the decimal typed, never
 * a float; anything that is not a decimal reads as absent (and leaves the URL).
 */
export function exactAmountFilter(init: { name: string; param: string; label: string }): FilterDef<string> {
  const text = textFilter({ ...init, maxLength: 20 });
  return {
    ...text,
    kind: 'exactDecimal',
    read: (get) => parseDecimal(get(init.name)) ?? undefined,
  };
}
