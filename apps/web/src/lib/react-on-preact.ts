import { useContext, type Context } from 'preact/compat';

/**
 * React's entry point for the production build on Preact: Preact's compatibility layer, with the
 * two React 19 hooks it lacks and React Router looks up by name (`use`, `useOptimistic`). Without
 * them the lookups were always undefined, which the build rightly reported; here they are made to
 * behave as React's do on a renderer without concurrent transitions, which Preact is.
 */
// @ts-expect-error -- preact/compat's types are one `export =` namespace; the module itself has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

type Settled<T> = { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };
const promises = new WeakMap<PromiseLike<unknown>, Settled<unknown>>();

/**
 * React's `use`: a context's value, or a promise's once it has settled. While the promise is
 * pending it is thrown, so the nearest Suspense boundary waits for it (Preact's compatibility layer
 * catches a thrown promise as React does) and renders again once it settles.
 */
export function use<T>(usable: PromiseLike<T> | Context<T>): T {
  // `use` may be called conditionally (React's own may be): a context is read as useContext reads it.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (!('then' in usable)) return useContext(usable);
  const known = promises.get(usable) as Settled<T> | undefined;
  if (!known) {
    promises.set(usable, { status: 'pending' });
    usable.then(
      (value) => promises.set(usable, { status: 'fulfilled', value }),
      (reason: unknown) => promises.set(usable, { status: 'rejected', reason }),
    );
    throw usable;
  }
  if (known.status === 'pending') throw usable;
  if (known.status === 'rejected') throw known.reason;
  return known.value;
}

/**
 * React's `useOptimistic`: an optimistic value shows only while an asynchronous transition is
 * pending, and Preact runs every transition at once (its `startTransition` calls the update
 * directly), so none is ever pending: the value is always the one passed in and an optimistic
 * update has nothing to show, which is what React itself renders outside a transition.
 */
export function useOptimistic<S, A = S>(passthrough: S): [S, (action: A) => void] {
  return [passthrough, ignoreOptimisticUpdate];
}
const ignoreOptimisticUpdate = () => {};
