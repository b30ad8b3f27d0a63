import os from 'node:os';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom per worker instead of one per file (it was 40 % of the run). Safe while component
    // tests script the network through the shared fake API and mock no modules.
    isolate: false,
    // As many workers as the root config gives its own projects (vitest refuses a mix).
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
    // Typing into forms through user-event is slow on a busy CI machine; 5 s is too tight there.
    testTimeout: 15_000,
  },
});
