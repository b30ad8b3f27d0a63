/**
 * The environment as it is, for the server to hand on whole when it starts itself again with lean
 * memory settings (lean-process.ts): every variable of the configuration, and the runtime's own.
 * Apart from config.ts, the one module that reads it, and the only one the server loads before it
 * restarts: the configuration's schema and the shared package it reads took about a second and a
 * half of processor to load, paid twice by every start when they were loaded before the restart.
 */
export const processEnvironment = (): NodeJS.ProcessEnv => process.env;
