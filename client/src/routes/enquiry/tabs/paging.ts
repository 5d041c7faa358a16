/** Rows per page of a tab's list and per "load more" (002 §9 page sizes 10, 25, 50 and 100). */
export const TAB_PAGE_SIZE = 10;
