import { afterEach, beforeEach } from 'vitest';
import { attachToaster, type ToastLink } from '../lib/toast';

/**
 * Records the toasts of the calling test file as `kind: message` (and `[label -> href]` of a link), through the same hand-over the
 * toast container uses; the list starts empty in each test.
 */
export function recordToasts(): string[] {
  const toasts: string[] = [];
  let detach = () => {};
  beforeEach(() => {
    const record = (kind: string) => (message: string, link?: ToastLink) =>
      void toasts.push(link ? `${kind}: ${message} [${link.label} -> ${link.href}]` : `${kind}: ${message}`);
    detach = attachToaster({
      success: record('success'),
      error: record('error'),
      info: record('info'),
      warn: record('warn'),
    });
    // Attaching hands over the toasts asked for while no container listened (earlier files share
    // this module); they are not this test's.
    toasts.length = 0;
  });
  afterEach(() => detach());
  return toasts;
}
