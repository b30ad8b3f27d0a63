import { useState, type FormEvent } from 'react';
import { SCREEN, VALIDATION } from '@shop/shared';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useUserOrders } from '../api/dashboard';
import { AdminSection } from '../../../components/ui/admin-section';
import { OrderListBody } from './order-list-body';

/** A customer's orders by e-mail: trimmed, and a new search starts again on page 1. */
export function UserOrders() {
  const [input, setInput] = useState('');
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string>();
  const orders = useUserOrders(email, page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = input.trim();
    setInput(trimmed);
    if (!trimmed) {
      setError(VALIDATION.emailRequired);
      return;
    }
    setError(undefined);
    setEmail(trimmed);
    setPage(1);
  };

  return (
    <AdminSection title="User Orders" description="Find every order of one customer by e-mail.">
      <form onSubmit={submit} noValidate className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Customer e-mail"
          type="email"
          autoComplete="off"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          error={error}
          className="sm:max-w-sm sm:flex-1"
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
