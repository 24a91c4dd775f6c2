import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  dateRangeFilter,
  decimalRangeFilter,
  exactFilter,
  multiSelectFilter,
  selectFilter,
} from '@/components/list/filters';
import type { FilterDef } from '@/components/list/filters';
import { Providers } from '../../setup/render';

/** One filter's control with its value kept in state, as the filter bar keeps it in the URL; every change logged. */
function Harness<V>({ filter, initial }: { filter: FilterDef<V>; initial?: V }) {
  const [value, setValue] = useState<V | undefined>(initial);
  return (
    <>
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
      {filter.control({ value, onChange: setValue })}
      <button type="button">elsewhere</button>
    </>
  );
}

const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;
const statuses = multiSelectFilter({
  name: 'status',
  label: 'Status',
  options: [
    { value: '1', label: 'Pending' },
    { value: '2', label: 'Paid' },
    { value: '3', label: 'Cancelled' },
  ],
});

describe('filter controls (the browser’s own inputs)', () => {
  it('many-of: a button shows the choice and opens ticks that apply at once; Escape and clicks elsewhere close it', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <Harness filter={statuses} />
      </Providers>,
    );
    const button = screen.getByRole('button', { name: 'Status: all' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Status' });
    expect(group).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Paid' }));
    expect(shown()).toEqual(['2']);
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
    // In the options' order, whatever the order of the clicks.
    expect(shown()).toEqual(['1', '2']);
    expect(screen.getByRole('button', { name: 'Status: Pending +1' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
    await user.click(screen.getByRole('checkbox', { name: 'Paid' }));
    expect(shown()).toBeNull();
    expect(screen.getByRole('button', { name: 'Status: all' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('many-of: Tab moves through the ticks, and leaving the control closes it', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <Harness filter={statuses} initial={['3']} />
      </Providers>,
    );
    const button = screen.getByRole('button', { name: 'Status: Cancelled' });
    await user.click(button);
    expect(screen.getByRole('checkbox', { name: 'Cancelled' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Pending' })).toHaveFocus();
    await user.keyboard(' ');
    expect(shown()).toEqual(['1', '3']);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('one-of: the first entry is "any"; a value whose options have not arrived is still shown', async () => {
    const user = userEvent.setup({ delay: null });
    const tenant = selectFilter({ name: 'tenantId', label: 'Tenant', options: [], loading: true });
    const { unmount } = render(
      <Providers>
        <Harness filter={tenant} initial="7" />
      </Providers>,
    );
    const select = screen.getByRole('combobox', { name: 'Tenant' });
    expect(select).toHaveValue('7');
    expect(select).toHaveAttribute('aria-busy', 'true');
    unmount();

    const currency = selectFilter({
      name: 'currency',
      label: 'Currency',
      options: [
        { value: 'EUR', label: 'Euro' },
        { value: 'RSD', label: 'Dinar' },
      ],
    });
    render(
      <Providers>
        <Harness filter={currency} />
      </Providers>,
    );
    const box = screen.getByRole('combobox', { name: 'Currency' });
    expect(box).toHaveDisplayValue('Currency');
    await user.selectOptions(box, 'Dinar');
    expect(shown()).toBe('RSD');
    await user.selectOptions(box, 'Currency');
    expect(shown()).toBeNull();
  });

  it('money: read as English writes it; text that is no amount (or a decimal comma) is kept, marked and explained, and not applied', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <Harness filter={decimalRangeFilter({ name: 'amount', label: 'Amount' })} />
      </Providers>,
    );
    const min = screen.getByRole('textbox', { name: 'Amount: minimum' });
    const max = screen.getByRole('textbox', { name: 'Amount: maximum' });
    await user.type(min, '12,50');
    await user.tab();
    expect(shown()).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Not a valid number. Example: 1,234.56');
    await user.clear(min);
    await user.type(min, '1,250.50');
    await user.tab();
    expect(shown()).toEqual(['1250.50', null]);

    await user.type(max, '1O0{Enter}');
    expect(shown()).toEqual(['1250.50', null]);
    expect(max).toHaveValue('1O0');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not a valid number. Example: 1,234.56');
    expect(max).toHaveAccessibleDescription('Not a valid number. Example: 1,234.56');

    await user.clear(max);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(max, '99999999999999999{Enter}');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.clear(max);
    await user.type(max, '100.0001{Enter}');
    expect(shown()).toEqual(['1250.50', '100.0001']);
    expect(max).not.toHaveAttribute('aria-invalid');
  });

  it('money in German: "2.500" is 2500 and "12,50" is 12.50; "2.5" is refused with a German example', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers lng="de">
        <Harness filter={decimalRangeFilter({ name: 'amount', label: 'Betrag' })} />
      </Providers>,
    );
    const min = screen.getByRole('textbox', { name: 'Betrag: Minimum' });
    const max = screen.getByRole('textbox', { name: 'Betrag: Maximum' });
    await user.type(min, '12,50');
    await user.type(max, '2.500{Enter}');
    expect(shown()).toEqual(['12.50', '2500']);
    await user.clear(max);
    await user.type(max, '2.5{Enter}');
    expect(shown()).toEqual(['12.50', '2500']);
    expect(max).toHaveValue('2.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Keine gültige Zahl. Beispiel: 1.234,56');
  });

  it('exact number: applied on Enter, as the language writes it; a negative or broken number is refused', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers lng="de">
        <Harness filter={exactFilter({ name: 'amount', label: 'Amount', number: true })} />
      </Providers>,
    );
    const box = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(box, '3,25{Enter}');
    expect(shown()).toBe(3.25);
    await user.clear(box);
    await user.type(box, '3..2{Enter}');
    expect(shown()).toBe(3.25);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, '-3{Enter}');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.tab();
    expect(shown()).toBeNull();
  });

  it('dates: plain boxes show the days in the language’s format; focusing one brings the calendar, open, with the focus', async () => {
    render(
      <Providers lng="sr">
        <Harness
          filter={dateRangeFilter({ name: 'created', label: 'Kreirano' })}
          initial={['2026-03-01', '2026-03-31']}
        />
      </Providers>,
    );
    const from = screen.getByRole('textbox', { name: 'Kreirano: od datuma' });
    expect(from).toHaveValue('1. 3. 2026.');
    expect(from).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Kreirano: do datuma' })).toHaveValue('31. 3. 2026.');
    expect(document.querySelector('.ant-picker')).toBeNull();

    fireEvent.focus(screen.getByRole('textbox', { name: 'Kreirano: do datuma' }));
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
    const to = screen.getByRole('textbox', { name: 'Kreirano: do datuma' });
    expect(to).not.toHaveAttribute('readonly');
    expect(to).toHaveFocus();
    expect(shown()).toEqual(['2026-03-01', '2026-03-31']);
  });
});
