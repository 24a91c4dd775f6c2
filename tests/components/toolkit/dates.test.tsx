import { render, screen } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ThemedAntd } from '@/app/AntdLayout';
import { exportDateTime, formatDate, formatDateTime } from '@/components/display/format';
import { languages } from '@/i18n/languages';
import { antdLocaleFor, applyDateLocale } from '@/i18n/locales';
import { Providers } from '../../setup/render';

const value = '2026-11-22T14:43:00';

function picker(lng: string, open = false) {
  return render(
    <Providers lng={lng}>
      <ThemedAntd>
        <DatePicker aria-label="Date" defaultValue={dayjs(value)} open={open} />
      </ThemedAntd>
    </Providers>,
  );
}

describe('one date format per language', () => {
  it.each([
    ['en', '11/22/2026', '11/22/2026 2:43 PM'],
    ['ro', '22.11.2026', '22.11.2026 14:43'],
    ['mk', '22.11.2026', '22.11.2026 14:43'],
    ['bs', '22.11.2026', '22.11.2026 14:43'],
    ['sr', '22. 11. 2026.', '22. 11. 2026. 14:43'],
    ['sq', '22/11/2026', '22/11/2026 14:43'],
    ['de', '22.11.2026', '22.11.2026 14:43'],
  ])('%s: tables, date pickers and exports all write %s', async (lng, date, dateTime) => {
    expect(formatDate(value, lng)).toBe(date);
    expect(formatDateTime(value, lng)).toBe(dateTime);
    expect(exportDateTime(value, lng)).toBe(dateTime);
    expect(antdLocaleFor(lng)?.DatePicker?.lang.fieldDateFormat).toBe(
      languages.find((l) => l.code === lng)?.dateFormat,
    );
    picker(lng);
    expect(await screen.findByLabelText('Date')).toHaveValue(date);
  });

  it('exports in the interface language when none is given', () => {
    applyDateLocale('sr');
    expect(exportDateTime(value)).toBe('22. 11. 2026. 14:43');
    applyDateLocale('en');
    expect(exportDateTime(value)).toBe('11/22/2026 2:43 PM');
  });

  it('writes the Macedonian weekday abbreviations in Cyrillic only', async () => {
    picker('mk', true);
    const headers = await screen.findAllByRole('columnheader');
    const days = headers.map((th) => th.textContent ?? '');
    expect(days).toEqual(['по', 'вт', 'ср', 'че', 'пе', 'са', 'не']);
    for (const day of days) expect(day).not.toMatch(/[A-Za-z]/);
  });
});
