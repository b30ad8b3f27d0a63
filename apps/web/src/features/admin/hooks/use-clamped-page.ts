import { useEffect } from 'react';

/** Steps back to the last page when a deletion leaves the current one past the end. */
export function useClampedPage(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
