// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** The server's side of the take-over: the server-rendering bundle loads this module with every page. */
describe('take-over on the server', () => {
  /** How many of each kind of handle keeps the process open (timers, pipes, sockets). */
  const resources = () => {
    const count: Record<string, number> = {};
    for (const kind of process.getActiveResourcesInfo()) if (kind !== 'TTYWrap') count[kind] = (count[kind] ?? 0) + 1;
    return count;
  };
  /**
   * The kinds of which more are open now than `before`: the test runner's own timers may end in
   * between (a busy machine), so fewer is fine; one more is what the module left open.
   */
  const added = (before: Record<string, number>) =>
    Object.entries(resources()).filter(([kind, n]) => n > (before[kind] ?? 0));

  it('renders a later part whole, as before the take-over, and holds nothing open (the server and the tools that load the bundle can exit)', async () => {
    const before = resources();
    const { Later, useTakenOver, whenTakenOver } = await import('./take-over');
    function Shows() {
      return <p>{useTakenOver() ? 'browser' : 'server'}</p>;
    }
    expect(
      renderToString(
        <Later>
          <Shows />
        </Later>,
      ),
    ).toContain('<p>server</p>');
    await whenTakenOver();
    expect(added(before)).toEqual([]);
  });
});
