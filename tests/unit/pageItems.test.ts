import { describe, expect, it } from 'vitest';
import { pageItems, pageRange } from '@/components/table/pages';

describe('the pager’s page numbers', () => {
  it('shows every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven entries beyond that: first, last, the current with its neighbours, gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    for (let last = 8; last <= 12; last++)
      for (let current = 1; current <= last; current++) {
        const items = pageItems(current, last);
        items.forEach((item, i) => {
          if (item !== 'gap') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(items).toContain(current);
      }
  });

  it('gives the rows a page shows', () => {
    expect(pageRange(1, 10, 45)).toEqual([1, 10]);
    expect(pageRange(5, 10, 45)).toEqual([41, 45]);
    expect(pageRange(1, 10, 0)).toEqual([0, 0]);
  });
});
