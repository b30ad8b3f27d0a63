import { useState } from 'react';
import { PRODUCT_PAGE_TEXTS, type Size } from '@shop/shared';
import { loadContracts } from '../../../lib/contracts';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { useScreenTexts } from '../../../lib/i18n';

/**
 * A visitor's e-mail for one sold-out size. The shared schema checks the address here for speed;
 * the server checks it again and its field message (`serverError`) wins.
 */
export function VisitorEmailForm({
  size,
  pending,
  serverError,
  onSubmit,
}: {
  size: Size;
  pending: boolean;
  serverError: string | undefined;
  onSubmit: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(texts.emailRequired);
    // The shared rule for an e-mail, loaded with the schemas when a visitor first asks.
    const { StockAlertBody } = await loadContracts();
    const parsed = StockAlertBody.shape.email.safeParse(email);
    if (!parsed.success || !parsed.data) return setError(parsed.error?.issues[0]?.message);
    setError(undefined);
    onSubmit(parsed.data);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <EmailField
        label={texts.emailForSize(size)}
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ?? serverError}
        className="flex-1"
      />
      <Button type="submit" pending={pending} pendingText={texts.saving} className="sm:mt-7">
        {texts.notifyMe}
      </Button>
    </form>
  );
}
