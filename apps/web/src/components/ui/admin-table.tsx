import type { ComponentProps, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { COMMON_SCREEN } from '@shop/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';
import { ListState, stacked as stackedClasses, TableFrame, td, th } from './admin-section';
import { Pagination } from './pagination';
import { SortHeader } from './sort-header';

/** The screen states of a list query: loading, 'Error: {message}', empty, else `children`. */
export function QueryList<T>({
  query,
  isEmpty,
  empty,
  loading = COMMON_SCREEN.loading,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  loading?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListState>{loading}</ListState>;
  if (query.isError) return <ListState tone="error">{COMMON_SCREEN.listError(query.error.message)}</ListState>;
  if (isEmpty(query.data)) return <ListState>{empty}</ListState>;
  return children(query.data);
}

/** A column header; a column with `sort` becomes a SortHeader driven by the table's `sort`. */
export type AdminColumn<S extends string = never> = { label: string; align?: 'right'; sort?: S };

/**
 * An admin table: header row from `columns`, body from `children`. With `pagination` the table is
 * dimmed while `stale` (the previous page shown while the next loads) and followed by its pages.
 * A `stacked` table shows its rows as cards below `lg` (see TableFrame); its rows and cells carry
 * their roles and the stacked classes themselves.
 */
export function AdminTable<S extends string = never>({
  label,
  minWidth,
  columns,
  sort,
  pagination,
  stacked = false,
  children,
}: {
  label: string;
  minWidth: string;
  columns: AdminColumn<S>[];
  sort?: { current: S; onSort: (value: S) => void };
  pagination?: ComponentProps<typeof Pagination> & { stale: boolean };
  stacked?: boolean;
  children: ReactNode;
}) {
  const role = (name: string) => (stacked ? name : undefined);
  const table = (
    <TableFrame label={label} minWidth={minWidth} stacked={stacked}>
      <thead role={role('rowgroup')} className={stacked ? stackedClasses.head : undefined}>
        <tr role={role('row')}>
          {columns.map((column) => {
            const className = column.align === 'right' ? 'text-right' : undefined;
            return column.sort !== undefined && sort ? (
              <SortHeader
                key={column.label}
                label={column.label}
                value={column.sort}
                current={sort.current}
                onSort={sort.onSort}
                className={className}
              />
            ) : (
              <th
                key={column.label}
                scope="col"
                role={role('columnheader')}
                className={className ? `${th} ${className}` : th}
              >
                {column.label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody role={role('rowgroup')} className={stacked ? stackedClasses.body : undefined}>
        {children}
      </tbody>
    </TableFrame>
  );
  if (!pagination) return table;
  const { stale, ...pages } = pagination;
  return (
    <div className={stale ? 'opacity-60' : ''}>
      {table}
      <Pagination layout="spread" {...pages} />
    </div>
  );
}

/** The Edit and Delete buttons of a table row; `name` completes their accessible labels. */
export function EditDeleteCell({
  name,
  onEdit,
  onDelete,
  className = '',
  role,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
  role?: string;
  /** Further actions of the row, before Edit. */
  children?: ReactNode;
}) {
  return (
    <td role={role} className={`${td} text-right ${className}`}>
      <div className="flex flex-wrap justify-end gap-1">
        {children}
        <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden />
          Edit
        </Button>
        <Button variant="ghost" size="sm" className="text-danger" aria-label={`Delete ${name}`} onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      </div>
    </td>
  );
}
