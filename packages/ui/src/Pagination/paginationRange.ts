export type PaginationEntry = number | 'ellipsis';

/**
 * The page numbers to show: always the first and last, the current one with `siblings` on each side, and an
 * ellipsis for each gap of more than one page (a gap of one page shows that page instead).
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationEntry[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const entries: PaginationEntry[] = [1];
  if (start > 3) entries.push('ellipsis');
  else if (start === 3) entries.push(2);
  for (let number = start; number <= end; number += 1) entries.push(number);
  if (end < pageCount - 2) entries.push('ellipsis');
  else if (end === pageCount - 2) entries.push(pageCount - 1);
  if (pageCount > 1) entries.push(pageCount);
  return entries;
}
