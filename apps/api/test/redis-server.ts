import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';

/** The redis-server binary, or null where it is not installed (the tests that need it skip). */
export const redisBinary = await fs
  .access('/usr/bin/redis-server')
  .then(() => '/usr/bin/redis-server')
  .catch(() => null);

/**
 * A real redis-server of the test's own on `port`, with nothing kept on disk: stopped, frozen or
 * started again by the test, never the Redis other people use.
 */
export function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    redisBinary!,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(child);
      });
      socket.on('error', () => {
        if (Date.now() > deadline) reject(new Error('redis-server did not start'));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}
