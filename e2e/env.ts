import path from 'node:path';

/** Where the e2e server keeps its data, and the admin it creates: shared by the server and the tests. */
export const e2eDataDir = path.resolve(import.meta.dirname, process.env.E2E_DATA_DIR ?? '.data');
export const e2eAdmin = { email: 'admin@e2e.storyfit.in', password: 'E2e-admin-password-1' };
