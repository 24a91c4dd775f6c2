import { describe, expect, it } from 'vitest';
import {
  booleanFilter,
  dateRangeFilter,
  exactFilter,
  multiSelectFilter,
  rangeFilter,
  selectFilter,
  textFilter,
  type FilterDef,
} from '@/components/list/filters';
import {
  correctedSearch,
  filterParams,
  readListState,
  type ListStateOptions,
} from '@/components/list/listState';
import { defineResource } from '@/components/resource/resource';

/** What a filter reads from a URL query, and what that value writes back and sends. */
function roundTrip<V>(filter: FilterDef<V>, query: string) {
  const search = new URLSearchParams(query);
  const value = filter.read((key) => search.get(key));
  return {
    value,
    url: value === undefined ? null : filter.write(value),
    sent: value === undefined ? null : filter.request(value),
  };
}

const startOfDay = (d: string) => new Date(`${d}T00:00:00`).toISOString();
const endOfDay = (d: string) => new Date(`${d}T23:59:59.999`).toISOString();

describe('filter kinds: URL keys, parsing and request mapping', () => {
  it('text: ?email=ann sends Email (contains); blank or over-long is no filter', () => {
    const email = textFilter({ name: 'email', label: 'Email' });
    expect(email.keys).toEqual(['email']);
    expect(roundTrip(email, 'email=%20ann%20')).toEqual({
      value: 'ann',
      url: { email: 'ann' },
      sent: { Email: 'ann' },
    });
    expect(roundTrip(email, 'email=%20%20').value).toBeUndefined();
    expect(roundTrip(email, `email=${'x'.repeat(257)}`).value).toBeUndefined();
  });

  it('select: one of the options once they are known, integers only where declared', () => {
    const tenant = selectFilter({
      name: 'tenantId',
      label: 'Tenant',
      integer: true,
      options: [
        { value: 0, label: 'Host' },
        { value: 3, label: 'Serbia' },
      ],
    });
    expect(roundTrip(tenant, 'tenantId=3')).toEqual({
      value: '3',
      url: { tenantId: '3' },
      sent: { TenantId: '3' },
    });
    expect(roundTrip(tenant, 'tenantId=9').value).toBeUndefined();
    expect(roundTrip(tenant, 'tenantId=abc').value).toBeUndefined();
    // While the options load, any well-formed value is kept (it is checked once they arrive).
    const loading = selectFilter({
      name: 'tenantId',
      label: 'Tenant',
      integer: true,
      options: [],
      loading: true,
    });
    expect(roundTrip(loading, 'tenantId=9').value).toBe('9');
    expect(loading.version).not.toBe(tenant.version);
  });

  it('multi-select: ?status=1,2 sends Status=1,2 (the server reads it as a set); unknown values drop out', () => {
    const status = multiSelectFilter({
      name: 'status',
      label: 'Status',
      options: [1, 2, 3, 4].map((v) => ({ value: v, label: `S${v}` })),
    });
    expect(roundTrip(status, 'status=2,1,2,9')).toEqual({
      value: ['2', '1'],
      url: { status: '2,1' },
      sent: { Status: '2,1' },
    });
    expect(roundTrip(status, 'status=9').value).toBeUndefined();
  });

  it('exact: text as typed, or a number', () => {
    const voucher = exactFilter({ name: 'voucherNo', label: 'Voucher' });
    expect(roundTrip(voucher, 'voucherNo=A-17').sent).toEqual({ VoucherNo: 'A-17' });
    const amount = exactFilter({ name: 'amount', label: 'Amount', number: true });
    expect(roundTrip(amount, 'amount=12.50')).toEqual({
      value: 12.5,
      url: { amount: '12.5' },
      sent: { Amount: 12.5 },
    });
    expect(roundTrip(amount, 'amount=12e3').value).toBeUndefined();
    expect(roundTrip(amount, 'amount=').value).toBeUndefined();
  });

  it('boolean: only true and false', () => {
    const active = booleanFilter({ name: 'isActive', label: 'Active', trueLabel: 'y', falseLabel: 'n' });
    expect(roundTrip(active, 'isActive=false')).toEqual({
      value: false,
      url: { isActive: 'false' },
      sent: { IsActive: false },
    });
    expect(roundTrip(active, 'isActive=yes').value).toBeUndefined();
  });

  it('number/money range: ?amountMin=&amountMax= sends MinAmount/MaxAmount, swapped when reversed', () => {
    const amount = rangeFilter({ name: 'amount', label: 'Amount', precision: 2 });
    expect(amount.keys).toEqual(['amountMin', 'amountMax']);
    expect(roundTrip(amount, 'amountMin=500&amountMax=10.5')).toEqual({
      value: [10.5, 500],
      url: { amountMin: '10.5', amountMax: '500' },
      sent: { MinAmount: 10.5, MaxAmount: 500 },
    });
    expect(roundTrip(amount, 'amountMax=20')).toEqual({
      value: [null, 20],
      url: { amountMax: '20' },
      sent: { MinAmount: undefined, MaxAmount: 20 },
    });
    expect(roundTrip(amount, 'amountMin=abc').value).toBeUndefined();
  });

  it('date range: calendar days sent as the local days’ first and last instants', () => {
    const created = dateRangeFilter({ name: 'creationDate', label: 'Created' });
    expect(created.keys).toEqual(['creationDateFrom', 'creationDateTo']);
    expect(roundTrip(created, 'creationDateFrom=2026-03-10&creationDateTo=2026-03-01')).toEqual({
      value: ['2026-03-01', '2026-03-10'],
      url: { creationDateFrom: '2026-03-01', creationDateTo: '2026-03-10' },
      sent: { StartCreationDate: startOfDay('2026-03-01'), EndCreationDate: endOfDay('2026-03-10') },
    });
    expect(roundTrip(created, 'creationDateFrom=2026-02-30').value).toBeUndefined();
  });

  it('a kind is just an object: a feature-defined one works in the list state with no toolkit change', () => {
    // "Near": a point and a radius in one URL key, sent as two parameters.
    const near: FilterDef<{ lat: number; km: number }> = {
      name: 'near',
      label: 'Near',
      kind: 'near',
      keys: ['near'],
      read: (get) => {
        const [lat, km] = (get('near') ?? '').split('~').map(Number);
        return Number.isFinite(lat) && km! > 0 ? { lat: lat!, km: km! } : undefined;
      },
      write: (v) => ({ near: `${v.lat}~${v.km}` }),
      request: (v) => ({ Latitude: v.lat, RadiusKm: v.km }),
      control: () => null,
    };
    const options: ListStateOptions = { filters: [near as FilterDef] };
    const state = readListState(new URLSearchParams('near=44.8~5'), options);
    const resource = defineResource({ name: 'x', list: async () => ({ totalCount: 0, items: [] }) });
    expect(filterParams(resource, state, options.filters)).toEqual({ Latitude: 44.8, RadiusKm: 5 });
    expect(correctedSearch(new URLSearchParams('near=nowhere&lng=de'), options).toString()).toBe('lng=de');
  });
});

describe('URL correction', () => {
  const options: ListStateOptions = {
    filters: [
      booleanFilter({ name: 'isPaid', label: 'Paid', trueLabel: 'y', falseLabel: 'n' }),
      rangeFilter({ name: 'amount', label: 'Amount' }),
      dateRangeFilter({ name: 'creationDate', label: 'Created' }),
    ],
    sortFields: ['name', 'userName', 'totalAmount'],
    defaultSort: { field: 'name', order: 'asc' },
  };
  const corrected = (query: string) => correctedSearch(new URLSearchParams(query), options).toString();

  it('drops what does not parse and keeps foreign parameters', () => {
    expect(
      corrected(
        'lng=de&page=abc&size=7&isPaid=maybe&creationDateFrom=2026-02-30&q=%20%20&amountMin=500&amountMax=10',
      ),
    ).toBe('lng=de&amountMin=10&amountMax=500');
    expect(corrected('page=0')).toBe('');
    expect(corrected('page=2.5')).toBe('');
    expect(corrected('page=3&size=20')).toBe('page=3&size=20');
  });

  it('a sort outside the whitelist falls back to the default; a known one is spelled as the server does', () => {
    expect(corrected('sort=password.asc')).toBe('');
    expect(corrected('sort=USERNAME.DESC')).toBe('sort=userName.desc');
    expect(corrected('sort=name.sideways')).toBe('');
    // "No sort" is a choice the URL keeps.
    expect(corrected('sort=')).toBe('sort=');
  });
});
