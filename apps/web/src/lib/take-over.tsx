import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * How the app takes over the page the server rendered, a part per task (docs/decisions/0140).
 *
 * The first render in the browser hydrates the server's elements: it reuses them as they are and
 * only attaches the app's handlers, so it must render exactly what the server rendered. Parts
 * wrapped in `<Later>` are skipped by that render, their elements kept as the server sent them,
 * and are then hydrated one per task, top to bottom. No task then lasts long enough to hold back a
 * tap on a phone, where one render of the whole page did.
 *
 * State that only the browser knows (who is signed in, what the device remembers) must not change
 * what a part renders before it is taken over: hydration does not correct attributes. Such state
 * is read once `useTakenOver()` says so, or waits for `whenTakenOver()` (the session check does).
 */

type Ticket = { promise: Promise<void>; resolve: () => void; resolved: boolean };

/** Whether the app is taking over the server's page now (from its first render until the last part). */
let takingOver = false;
let firstRender = false;
const waiting: Ticket[] = [];
const listeners = new Set<() => void>();
let finish: () => void = () => {};
const takenOver = new Promise<void>((resolve) => {
  finish = () => {
    takingOver = false;
    resolve();
    for (const listener of listeners) listener();
  };
});

/**
 * Resolves once every part of the page is the app's: soon after the first render where the server
 * rendered the page, at once where nothing was taken over (a page the browser renders, a test).
 */
export function whenTakenOver(): Promise<void> {
  return takingOver ? takenOver : Promise.resolve();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * False on the server and while the app takes over the server's page, then true: a part shows what
 * only the browser knows (a PIN the session remembers) once it is true, and renders as the server
 * did before.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(subscribe, takenOverNow, () => false);
}

/** On the server a page is always rendered as before its take-over. */
const takenOverNow = () => typeof document !== 'undefined' && !takingOver;

/** Tasks waiting for their turn, and the channel that gives each its own (made on first use, in the browser). */
const tasks: (() => void)[] = [];
let channel: MessageChannel | undefined;

/** Runs `task` in a task of its own, after the browser has had its turn (a message, not a timer: no 4 ms clamp). */
function nextTask(task: () => void) {
  tasks.push(task);
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => tasks.shift()?.();
  }
  channel.port2.postMessage(null);
}

/** Takes over the next waiting part in a new task, and ends the take-over when none is left. */
function takeOverNext() {
  const ticket = waiting.shift();
  if (!ticket) {
    finish();
    return;
  }
  nextTask(() => {
    ticket.resolved = true;
    ticket.resolve();
    // The part renders in this task (the resolution and Preact's render queue are microtasks);
    // the next part waits for a task of its own.
    void ticket.promise.then(() => nextTask(takeOverNext));
  });
}

/**
 * Renders the app's first render over the server's elements: `render` runs it with the parts in
 * `<Later>` set aside, then they are taken over one per task. Without server-rendered elements
 * there is nothing to set aside and the take-over ends at once.
 */
export function takeOver(container: Element, render: () => void): Promise<void> {
  takingOver = true;
  firstRender = container.hasChildNodes();
  try {
    render();
  } finally {
    firstRender = false;
  }
  takeOverNext();
  return takenOver;
}

function Gate({ children }: { children: ReactNode }) {
  const [ticket] = useState<Ticket | null>(() => {
    if (!firstRender) return null;
    let resolve: () => void = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    const made: Ticket = { promise, resolve, resolved: false };
    waiting.push(made);
    return made;
  });
  // Suspending during hydration keeps the server's elements in place until the part is taken over.
  if (ticket && !ticket.resolved) throw ticket.promise;
  return children;
}

/**
 * A part of a server-rendered page taken over in a task of its own, after the first render.
 * `children` must render exactly one element (hydration keeps one element in place per part).
 * On the server and in renders after the first it is its children and nothing more.
 */
export function Later({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
