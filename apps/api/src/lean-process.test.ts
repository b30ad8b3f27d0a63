import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { LEAN_V8_FLAGS, leanRestartAsked, missingSettings } from './lean-process.ts';

describe('the lean restart', () => {
  it('adds every lean setting to a process started without them', () => {
    expect(missingSettings([], {})).toEqual({ flags: [...LEAN_V8_FLAGS], env: { MALLOC_ARENA_MAX: '2' } });
  });

  it('is asked for by LEAN_RESTART as the configuration reads it, decided before the configuration loads', () => {
    for (const value of [undefined, 'true', 'on', '1', 'false', 'off', '0']) {
      const env = value === undefined ? {} : { LEAN_RESTART: value };
      expect(leanRestartAsked(env), `LEAN_RESTART=${value}`).toBe(loadConfig(env).leanRestart);
    }
    // A value that is no flag restarts; the restarted process's configuration check names it.
    expect(leanRestartAsked({ LEAN_RESTART: 'maybe' })).toBe(true);
    expect(() => loadConfig({ LEAN_RESTART: 'maybe' })).toThrow(/LEAN_RESTART/);
  });

  it('has nothing left to add once restarted, so it restarts once', () => {
    expect(missingSettings([...LEAN_V8_FLAGS], { MALLOC_ARENA_MAX: '2' })).toEqual({ flags: [], env: {} });
  });

  it("leaves the operator's own values alone, on the command line or in NODE_OPTIONS", () => {
    const own = missingSettings(['--max_semi_space_size=16'], {
      NODE_OPTIONS: '--heap-growing-percent=60',
      MALLOC_ARENA_MAX: '8',
    });
    expect(own).toEqual({ flags: [], env: {} });
  });

  it('leaves a lean flag the operator turned off, off', () => {
    expect(missingSettings(['--no-max-semi-space-size'], { MALLOC_ARENA_MAX: '2' })).toEqual({
      flags: LEAN_V8_FLAGS.filter((flag) => flag !== '--max-semi-space-size=16'),
      env: {},
    });
  });

  it("keeps the embedded database's WebAssembly out of the baseline tier unless the operator asks for it", () => {
    expect(missingSettings([], {}).flags).not.toContain('--liftoff-only');
  });
});
