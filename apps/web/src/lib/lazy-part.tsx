import { lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * A component whose code loads on demand and can be loaded before the first render: `Component`
 * suspends until its code has arrived, unless `preload` finished before it first rendered, in
 * which case it renders at once. Only `preload` switches it, and only before the first render: a
 * mounted component never switches between the two forms (which would mount it afresh).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's own `lazy` takes
export function preloadableLazy<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  type Props = ComponentProps<C> & object;
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy(load as unknown as () => Promise<{ default: ComponentType<Props> }>);
  function Component(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  const preload = () =>
    load().then((module) => {
      loaded = module.default as unknown as ComponentType<Props>;
    });
  return { Component: Component as unknown as C, preload };
}

/** Every part by name, with what loads its code. */
const preloaders = new Map<string, () => Promise<void>>();
/** The parts the page being rendered on the server has rendered (one page at a time). */
const rendered = new Set<string>();

/**
 * A part of a page whose code loads after the page's own (the footer, the reviews), wrapped in a
 * Suspense boundary by its user. On the server, where every part's code is at hand, it renders
 * whole and is noted (see `takeRenderedParts`); in the browser, a part loaded before the first
 * render (`preloadParts`) renders at once instead of suspending, so the first render takes over
 * the server's elements as they are (docs/decisions/0138).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's own `lazy` takes
export function lazyPart<C extends ComponentType<any>>(name: string, load: () => Promise<{ default: C }>): C {
  const { Component, preload } = preloadableLazy(load);
  preloaders.set(name, preload);
  function Part(props: ComponentProps<C> & object) {
    if (typeof document === 'undefined') rendered.add(name);
    return <Component {...props} />;
  }
  return Part as unknown as C;
}

/** The parts rendered since the last call (the server, after rendering a page). */
export function takeRenderedParts(): string[] {
  const names = [...rendered];
  rendered.clear();
  return names;
}

/** Loads the code of the named parts (before the first render). Never fails: a part that cannot load now loads as usual. */
export async function preloadParts(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      preloaders
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
}
