import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastWanted, toastsWanted } from '../lib/toast';

const Toaster = lazy(() => import('../lib/toaster'));

/** The toast container, loaded with the first toast: most visits never show one. */
export function Toasts() {
  const wanted = useSyncExternalStore(onToastWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
