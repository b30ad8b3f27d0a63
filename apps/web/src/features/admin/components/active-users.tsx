import { useState } from 'react';
import { SCREEN, formatInr } from '@shop/shared';
import { useActiveUsers, type UserSort } from '../api/dashboard';
import { AdminSection, td } from '../../../components/ui/admin-section';
import { AdminTable, QueryList } from '../../../components/ui/admin-table';

export function ActiveUsers() {
  const [sortBy, setSortBy] = useState<UserSort>('orderCount');
  const users = useActiveUsers(sortBy);
  return (
    <AdminSection title="Most Active Users" description="Customers by orders placed or by amount paid.">
      <QueryList query={users} isEmpty={(data) => data.users.length === 0} empty={SCREEN.noUsers}>
        {(data) => (
          <AdminTable
            label="Most active users"
            minWidth="min-w-[22rem]"
            columns={[
              { label: 'Customer' },
              { label: 'Orders', sort: 'orderCount', align: 'right' },
              { label: 'Total Spent', sort: 'totalSpent', align: 'right' },
            ]}
            sort={{ current: sortBy, onSort: setSortBy }}
          >
            {data.users.map((user) => (
              <tr key={user.userId}>
                <td className={td}>
                  <p className="font-medium">{user.name}</p>
                  <p className="text-xs break-all text-muted">{user.email}</p>
                </td>
                <td className={`${td} text-right tabular-nums`}>{user.orderCount}</td>
                <td className={`${td} text-right font-semibold tabular-nums`}>{formatInr(user.totalSpent)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryList>
    </AdminSection>
  );
}
