// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** The server's side of the take-over: the server-rendering bundle loads this module with every page. */
describe('take-over on the server', () => {
  const resources = () => process.getActiveResourcesInfo().filter((kind) => kind !== 'TTYWrap');

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
    expect(resources()).toEqual(before);
  });
});
