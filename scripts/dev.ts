/** `npm run dev`: the API (restarting on change) and the Vite dev server (proxying /api and /media to it). */
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn(process.execPath, ['../../node_modules/vite/bin/vite.js'], { stdio: 'inherit', cwd: 'apps/web' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));
