import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SCREEN, UserOrdersBody } from '@shop/shared';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useUserOrders } from '../api/dashboard';
import { AdminSection } from '../../../components/ui/admin-section';
import { OrderListBody } from './order-list-body';

/** The search box checks the e-mail as the server's request does (trimmed, lower case). */
const UserOrdersSearch = UserOrdersBody.pick({ email: true });

/** A customer's orders by e-mail: trimmed, and a new search starts again on page 1. */
export function UserOrders() {
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const orders = useUserOrders(email, page);
  const form = useForm<z.input<typeof UserOrdersSearch>, unknown, z.output<typeof UserOrdersSearch>>({
    resolver: zodResolver(UserOrdersSearch),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit((search) => {
    form.setValue('email', search.email);
    setEmail(search.email);
    setPage(1);
  });

  return (
    <AdminSection title="User Orders" description="Find every order of one customer by e-mail.">
      <form onSubmit={submit} noValidate className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Customer e-mail"
          type="email"
          autoComplete="off"
          error={form.formState.errors.email?.message}
          className="sm:max-w-sm sm:flex-1"
          {...form.register('email')}
        />
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden />
          Find orders
        </Button>
      </form>
      {email ? (
        <OrderListBody
          query={orders}
          empty={SCREEN.noUserOrders}
          label={`Orders of ${email}`}
          page={page}
          onPage={setPage}
        />
      ) : null}
    </AdminSection>
  );
}
