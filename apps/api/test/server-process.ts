import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_PASSWORD_COST_ENV } from '../src/config.ts';

const serverFile = path.resolve(import.meta.dirname, '../src/server.ts');

/** A real server process (`node src/server.ts`), its output so far and its exit. */
export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * Node's compile cache, when the run has one (CI does): every server start compiles the same
 * modules, and the cache spares each start after the first about a fifth of its processor time.
 */
const compileCache = process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {};

/**
 * Starts the server with only the given environment (plus PATH, a cheap password hash and the
 * compile cache).
 */
export function startServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [serverFile], {
    env: {
      PATH: process.env.PATH ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...TEST_PASSWORD_COST_ENV,
      ...compileCache,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the server says it is open; fails with its output if it exits or never opens. */
export async function serverReady(run: ServerProcess, timeoutMs = 60_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    if (run.output().includes('is open at')) return;
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${run.output()}`);
}

/** The first port the system gives outgoing connections (Linux says which; 32768 is its default). */
function firstEphemeralPort(): number {
  try {
    const [first] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(first) || 32768;
  } catch {
    return 32768;
  }
}

const SPARE_PORTS_FROM = 20000;

/**
 * A port for one test's server (and the next one, which some tests take too), away from the fixed
 * ones and below the ports the system gives outgoing connections: a connection of another test's
 * database pool can hold one of those for a whole file, and a server started on it fails with
 * EADDRINUSE (seen in CI).
 */
export const sparePort = () => {
  const below = Math.max(SPARE_PORTS_FROM + 1000, Math.min(firstEphemeralPort(), 32768)) - 1;
  return SPARE_PORTS_FROM + Math.floor(Math.random() * (below - SPARE_PORTS_FROM));
};
