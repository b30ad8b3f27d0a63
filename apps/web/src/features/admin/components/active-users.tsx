import { useState } from 'react';
import { SCREEN, formatInr } from '@shop/shared';
import { useActiveUsers, type UserSort } from '../api/dashboard';
import { AdminSection, ListState, TableFrame, td, th } from './admin-section';
import { SortHeader } from './sort-header';

export function ActiveUsers() {
  const [sortBy, setSortBy] = useState<UserSort>('orderCount');
  const users = useActiveUsers(sortBy);
  return (
    <AdminSection title="Most Active Users" description="Customers by orders placed or by amount paid.">
      {users.isPending ? (
        <ListState>{SCREEN.loading}</ListState>
      ) : users.isError ? (
        <ListState tone="error">{SCREEN.listError(users.error.message)}</ListState>
      ) : users.data.users.length === 0 ? (
        <ListState>{SCREEN.noUsers}</ListState>
      ) : (
        <TableFrame label="Most active users" minWidth="min-w-[22rem]">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Customer
              </th>
              <SortHeader
                label="Orders"
                value="orderCount"
                current={sortBy}
                onSort={setSortBy}
                className="text-right"
              />
              <SortHeader
                label="Total Spent"
                value="totalSpent"
                current={sortBy}
                onSort={setSortBy}
                className="text-right"
              />
            </tr>
          </thead>
          <tbody>
            {users.data.users.map((user) => (
              <tr key={user.userId}>
                <td className={td}>
                  <p className="font-medium">{user.name}</p>
                  <p className="text-xs break-all text-muted">{user.email}</p>
                </td>
                <td className={`${td} text-right tabular-nums`}>{user.orderCount}</td>
                <td className={`${td} text-right font-semibold tabular-nums`}>{formatInr(user.totalSpent)}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </AdminSection>
  );
}
