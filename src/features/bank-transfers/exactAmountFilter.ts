import { createElement } from 'react';
import { parseDecimal, textFilter, type FilterDef } from '@/components/list/filters';
import { AmountControl } from '@/components/list/rangeControls';

/**
 * An exact money amount (`?exactAmount=1250.50`, sent as `Amount=1250.50`): typed as the language writes it
 * ("1.250,50" in German), kept as the exact decimal, never a float; anything that is not a decimal reads as
 * absent (and leaves the URL). With `needs` (a currency must be chosen first) the filter is off and not shown:
 * the amount range next to it says why.
 */
export function exactAmountFilter(init: {
  name: string;
  param: string;
  label: string;
  needs?: string | false;
}): FilterDef<string> {
  const text = textFilter({ ...init, maxLength: 20 });
  const { needs } = init;
  return {
    ...text,
    kind: 'exactDecimal',
    version: needs ? 'off' : undefined,
    read: (get) => (needs ? undefined : (parseDecimal(get(init.name)) ?? undefined)),
    control: needs ? () => null : (props) => createElement(AmountControl, { ...props, label: init.label }),
  };
}
