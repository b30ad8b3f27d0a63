import { ShoppingBag } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n';
import { useCartPageTexts } from '../cart-texts';

export function CartEmpty() {
  const texts = useCartPageTexts();
  const { cartValidation } = useTexts();
  return (
    <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center">
      <ShoppingBag className="size-10 text-muted" aria-hidden />
      <p className="text-lg font-semibold" role="status">
        {cartValidation.cartEmpty}
      </p>
      <p className="max-w-sm text-ink-soft">{texts.emptyLead}</p>
      <ButtonLink to={paths.products}>{texts.browse}</ButtonLink>
    </div>
  );
}

export function CartFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed onRetry={onRetry}>{useTexts().cart.cartFailed}</LoadFailed>;
}

export function CartSkeleton() {
  const texts = useCartPageTexts();
  return (
    <Loading className="grid gap-6 lg:grid-cols-[1fr_340px]" label={texts.loading}>
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="card flex gap-4 p-4">
            <Skeleton className="aspect-[4/5] w-20 sm:w-28" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="mt-auto h-8 w-1/2" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-56" />
    </Loading>
  );
}
