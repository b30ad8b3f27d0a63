import { ShoppingBag } from 'lucide-react';
import { SCREEN, VALIDATION } from '@shop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { paths } from '../../../config/paths';

export function CartEmpty() {
  return (
    <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center">
      <ShoppingBag className="size-10 text-muted" aria-hidden />
      <p className="text-lg font-semibold" role="status">
        {VALIDATION.cartEmpty}
      </p>
      <p className="max-w-sm text-ink-soft">Find a tee with a story you want to wear.</p>
      <ButtonLink to={paths.products}>Browse products</ButtonLink>
    </div>
  );
}

export function CartFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed onRetry={onRetry}>{SCREEN.cartFailed}</LoadFailed>;
}

export function CartSkeleton() {
  return (
    <Loading className="grid gap-6 lg:grid-cols-[1fr_340px]" label="Loading cart">
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
