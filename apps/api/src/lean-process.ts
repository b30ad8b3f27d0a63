import { isMainThread } from 'node:worker_threads';

/**
 * Settings that only apply to a process started with them, so the server starts itself again with
 * them (same pid, same output; see docs/decisions/0212). A shop on a small server pays for
 * Node's defaults, which suit a machine given to one big process:
 * - young-generation spaces of at most 16 MB, where V8 would grow them further for throughput (an
 *   idle shop kept about 130 MB of heap it did not use). Not smaller: at 2 MB, garbage collection
 *   took 10–14 % of the main thread under the order loop, at 16 MB about 5 % (docs/decisions/0312);
 * (The embedded database's WebAssembly is no longer held in V8's baseline tier: its optimised
 * code takes about a quarter less processor per order, and the memory targets hold without it;
 * `--liftoff-only` given by the operator still keeps it there. docs/decisions/0317.)
 * - two malloc arenas instead of eight per core: the threads of image encoding, password hashing
 *   and compression each kept memory of their own that was never given back;
 * - the old generation let grow to half again what survived the last full collection, not up to
 *   four times: V8 keeps the pages of its largest heap, and under traffic that held about 150 MB
 *   of garbage's room for good (docs/decisions/0249).
 */
export const LEAN_V8_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50'] as const;
export const LEAN_MALLOC_ARENA_MAX = '2';

/** A flag's name, however given: `--max_semi_space_size=16` and `--no-max-semi-space-size` name their setting. */
const flagName = (flag: string) =>
  flag
    .split('=')[0]!
    .replace(/_/g, '-')
    .replace(/^--no-/, '--');

/**
 * The flags and environment the process still lacks; flags already given (on the command line or
 * in NODE_OPTIONS, turned on or off) and a MALLOC_ARENA_MAX already set are the operator's and
 * win: `node --liftoff-only apps/api/src/server.ts` trades the embedded database's speed for about
 * 80 MB less memory (V8's flags other than the heap sizes are refused in NODE_OPTIONS).
 */
export function missingSettings(
  execArgv: readonly string[],
  env: NodeJS.ProcessEnv,
): { flags: string[]; env: Record<string, string> } {
  const given = new Set([...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName));
  return {
    flags: LEAN_V8_FLAGS.filter((flag) => !given.has(flagName(flag))),
    env: env.MALLOC_ARENA_MAX ? {} : { MALLOC_ARENA_MAX: LEAN_MALLOC_ARENA_MAX },
  };
}

/**
 * Whether LEAN_RESTART asks for the restart, read from the variable as it is: the restart comes
 * before the configuration is loaded and checked, so only its "off" words keep Node's defaults. A
 * value that is no flag at all restarts, and the restarted process's configuration check names it.
 */
export function leanRestartAsked(env: NodeJS.ProcessEnv): boolean {
  return !['false', 'off', '0'].includes(env.LEAN_RESTART ?? '');
}

/**
 * Replaces this process with the same command and environment plus what they lack. Not where it
 * cannot be done without a second process (no `process.execve`, a worker thread), nor where a
 * parent talks to this process over IPC (`node --watch`, a fork): a new program image would cut
 * it off.
 */
export function restartLean(env: NodeJS.ProcessEnv): void {
  if (typeof process.execve !== 'function' || !isMainThread || process.channel) return;
  const missing = missingSettings(process.execArgv, env);
  if (missing.flags.length === 0 && Object.keys(missing.env).length === 0) return;
  const args = [process.execPath, ...missing.flags, ...process.execArgv, ...process.argv.slice(1)];
  process.execve(process.execPath, args, { ...env, ...missing.env });
}
