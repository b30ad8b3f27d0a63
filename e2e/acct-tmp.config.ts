// TEMPORARY (account engineer's local debugging; deleted before reporting).
import base from './playwright.config.ts';
export default { ...base, webServer: undefined, outputDir: '/tmp/acct-results', timeout: 180_000 };
