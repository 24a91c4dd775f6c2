import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, it } from 'vitest';
import { booleanFilter } from '@/components/list/filters';
import { useListState } from '@/components/list/useListState';

const filters = [
  booleanFilter({ name: 'isActive', label: 'Status', trueLabel: 'Active', falseLabel: 'Inactive' }),
];

function useListAndUrl() {
  const list = useListState({ filters, sortFields: ['userName'] });
  return { list, search: useLocation().search };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/users?q=ann']}>{children}</MemoryRouter>
);

it('two changes before the next render both reach the URL (the second does not undo the first)', () => {
  const { result } = renderHook(useListAndUrl, { wrapper });
  act(() => {
    // A filter choice and a column-header click handled in the same tick.
    result.current.list.setFilter('isActive', true);
    result.current.list.setSort({ field: 'userName', order: 'desc' });
  });
  const params = new URLSearchParams(result.current.search);
  expect(params.get('q')).toBe('ann');
  expect(params.get('isActive')).toBe('true');
  expect(params.get('sort')).toBe('userName.desc');
  expect(result.current.list.state.filters.isActive).toBe(true);
});

it('two header clicks before the next render sort descending, a third clears the sort', () => {
  const { result } = renderHook(useListAndUrl, { wrapper });
  act(() => {
    result.current.list.toggleSort('userName');
    result.current.list.toggleSort('userName');
  });
  expect(new URLSearchParams(result.current.search).get('sort')).toBe('userName.desc');
  expect(result.current.list.state.sort).toEqual({ field: 'userName', order: 'desc' });
  act(() => result.current.list.toggleSort('userName'));
  expect(new URLSearchParams(result.current.search).get('sort')).toBeNull();
});
