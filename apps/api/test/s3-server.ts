import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type S3Server = { endpoint: string; bucket: string; env: Record<string, string>; stop(): Promise<void> };

const script = `
const S3rver = require('@20minutes/s3rver');
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1], configureBuckets: [{ name: process.argv[2] }] })
  .run()
  .then((address) => console.log('S3 LISTENING ' + address.port));
`;

/**
 * A real S3-compatible server (s3rver) in its own process on the loopback, with one empty bucket:
 * the storage adapter talks HTTP and signatures to it exactly as to a real bucket.
 */
export async function startS3Server(bucket = 'shop-media'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const child: ChildProcess = spawn(process.execPath, ['-e', script, directory, bucket], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /S3 LISTENING (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
