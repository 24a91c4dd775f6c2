import { describe, expect, it } from 'vitest';
import { AbpApiError } from '@/api/errors';
import { orderedKeys, moveKey } from '@/components/list/columnPrefs';
import { booleanFilter, dateRangeFilter, rangeFilter, selectFilter } from '@/components/list/filters';
import { readListState, requestParams, writeListState } from '@/components/list/listState';
import { splitServerErrors } from '@/components/form/serverErrors';
import { valuesChanged } from '@/components/form/formValues';
import { defineResource } from '@/components/resource/resource';
import { languages } from '@/i18n/languages';
import { csvCell, csvDelimiterFor, toCsv } from '@/lib/csv';
import { generatePassword } from '@/lib/password';

describe('csv', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell(1.5, ';')).toBe('1,5');
    expect(csvCell(1.5, ',')).toBe('1.5');
  });

  it('starts with a BOM and ends lines with CRLF; the delimiter follows the decimal mark', () => {
    expect(toCsv(['A', 'B'], [[1, 'x']])).toBe('\uFEFFA,B\r\n1,x\r\n');
    expect(csvDelimiterFor('.')).toBe(',');
    expect(csvDelimiterFor(',')).toBe(';');
  });

  it('chooses ; for every language whose decimal mark is a comma, whatever Intl data the browser has', () => {
    const delimiters = Object.fromEntries(languages.map((l) => [l.code, csvDelimiterFor(l.decimalMark)]));
    expect(delimiters).toEqual({ en: ',', ro: ';', mk: ';', bs: ';', sr: ';', sq: ';', de: ';' });
  });
});

describe('list state', () => {
  const filters = [
    selectFilter({ name: 'tenantId', label: 'Tenant', options: [{ value: 3, label: 'Three' }] }),
    booleanFilter({ name: 'isActive', label: 'Active', trueLabel: 'y', falseLabel: 'n' }),
    rangeFilter({ name: 'amount', label: 'Amount' }),
    dateRangeFilter({ name: 'creationDate', label: 'Created' }),
  ];
  const options = { filters };
  const resource = defineResource({ name: 'x', list: async () => ({ totalCount: 0, items: [] }) });

  it('ignores malformed values instead of sending them', () => {
    const state = readListState(
      new URLSearchParams(
        'page=-2&size=7&sort=drop%20table.x&amountMin=abc&creationDateFrom=2026-13&isActive=maybe',
      ),
      options,
    );
    expect(state).toEqual({
      page: 1,
      size: 10,
      sort: null,
      keyword: '',
      filters: { tenantId: undefined, isActive: undefined, amount: undefined, creationDate: undefined },
    });
  });

  it('writes only non-default values and keeps other parameters', () => {
    const state = readListState(new URLSearchParams('amountMax=50&tenantId=3'), options);
    const next = writeListState(new URLSearchParams('lng=sq&page=4'), { ...state, page: 1 }, options);
    expect(next.toString()).toBe('lng=sq&tenantId=3&amountMax=50');
    expect(requestParams(resource, state, filters)).toEqual({
      TenantId: '3',
      MaxAmount: 50,
      SkipCount: 0,
      MaxResultCount: 10,
    });
  });

  it('pages by PageNumber and sorts by SortBy where a service wants that', () => {
    const paged = defineResource({ ...resource, name: 'y', paging: 'page', sortParam: 'SortBy' });
    const state = readListState(new URLSearchParams('page=3&size=50&sort=amount.desc'), options);
    expect(requestParams(paged, state, filters)).toEqual({
      SortBy: 'amount desc',
      PageNumber: 3,
      MaxResultCount: 50,
    });
  });
});

describe('column preferences', () => {
  it('keeps the saved order and slots new columns in at their declared place', () => {
    // b and d were added after the layout was saved: each follows its declared predecessor.
    expect(orderedKeys(['a', 'b', 'c', 'd'], { order: ['c', 'a'], hidden: [] })).toEqual([
      'c',
      'd',
      'a',
      'b',
    ]);
    expect(orderedKeys(['a', 'b'], { order: ['gone', 'b', 'a'], hidden: [] })).toEqual(['b', 'a']);
    expect(moveKey(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveKey(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('server errors', () => {
  it('matches members case-insensitively and by their first segment', () => {
    const error = new AbpApiError('Your request is not valid!', 400, 'narrative', [
      { message: 'taken', members: ['EmailAddress'] },
      { message: 'unknown role', members: ['roleNames[1]'] },
      { message: 'input is null!', members: ['input'] },
    ]);
    expect(splitServerErrors(error, ['emailAddress', 'roleNames'])).toEqual({
      fields: [
        { name: 'emailAddress', errors: ['taken'] },
        { name: 'roleNames', errors: ['unknown role'] },
      ],
      general: { title: 'Your request is not valid!', description: null, messages: ['input is null!'] },
    });
  });

  it('keeps the details of a non-validation error', () => {
    const error = new AbpApiError('Locked', 500, 'Order 7');
    expect(splitServerErrors(error, ['name']).general).toEqual({
      title: 'Locked',
      description: 'Order 7',
      messages: [],
    });
  });
});

describe('form values', () => {
  it('treats blank values alike and arrays as sets', () => {
    expect(valuesChanged({ a: '', b: ['x', 'y'] }, { b: ['y', 'x'] })).toBe(false);
    expect(valuesChanged({ a: 'v' }, { a: 'w' })).toBe(true);
  });
});

describe('generated passwords', () => {
  it('are 8 characters with lower, upper and digits and no look-alikes', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(8);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).not.toMatch(/[ilLI|`oO0]/);
    }
  });
});
