/** One entry of the pager: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The page numbers the pager shows: all of them up to 7 pages; beyond that the first and the last, the current
 * one with its neighbours, and a gap for each run left out. A gap never hides a single page (that page is shown
 * instead), so the pager always has the same number of entries (7) and does not jump as the user pages.
 */
export function pageItems(current: number, last: number): PageItem[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 'gap', last];
  if (current >= last - 3) return [1, 'gap', last - 4, last - 3, last - 2, last - 1, last];
  return [1, 'gap', current - 1, current, current + 1, 'gap', last];
}

/** The 1-based positions of the first and the last row of a page ("11–20 of 45"); 0–0 when there are none. */
export function pageRange(page: number, size: number, total: number): [number, number] {
  if (total <= 0) return [0, 0];
  return [Math.min((page - 1) * size + 1, total), Math.min(page * size, total)];
}
