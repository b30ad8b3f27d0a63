/** A change through one API instance reaches every other instance within this. */
export const PROPAGATION_MS = 1000;

/** Calls `read` until `done` holds or `withinMs` (the propagation time) is over; answers the last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  withinMs = PROPAGATION_MS,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}
