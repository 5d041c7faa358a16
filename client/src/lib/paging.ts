/** 002 §9 page sizes; 25 by default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

/** A page size from the URL, or the default when it is not one of 002 §9. */
export function pageSizeOf(value: string | null): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** 002 §2: a paginator shows five page numbers. */
const PAGE_NUMBERS_SHOWN = 5;

/** The five page numbers around the current page (002 §2). */
export function pageWindow(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(PAGE_NUMBERS_SHOWN / 2), pages - PAGE_NUMBERS_SHOWN + 1));
  return Array.from({ length: Math.min(PAGE_NUMBERS_SHOWN, pages) }, (_, index) => start + index);
}
