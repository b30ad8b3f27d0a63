import { errorMessage } from './api-client';
import { translateMessage } from './i18n';

type Kind = 'success' | 'error' | 'info' | 'warn';
/** A link shown after a toast's message (an address of this shop, opened in the same tab). */
export type ToastLink = { href: string; label: string };
export type Toaster = Record<Kind, (message: string, link?: ToastLink) => void>;

let target: Toaster | null = null;
const pending: [Kind, string, ToastLink | undefined][] = [];
const listeners = new Set<() => void>();

function show(kind: Kind, english: string, link?: ToastLink) {
  // The screens write their toasts with the English texts: shown in the shop's language.
  const message = translateMessage(english);
  if (target) return target[kind](message, link);
  pending.push([kind, message, link]);
  for (const listener of listeners) listener();
}

/** Toasts with the shop's options (bottom right, 3 seconds, newest on top). */
export const toast: Toaster = {
  success: (message, link) => show('success', message, link),
  error: (message, link) => show('error', message, link),
  info: (message, link) => show('info', message, link),
  warn: (message, link) => show('warn', message, link),
};

/** An error toast with the server's message when present, otherwise the fallback (section 8). */
export function toastError(error: unknown, fallback: string) {
  toast.error(errorMessage(error, fallback));
}

/**
 * The toast container hands itself over when it mounts: the toasts asked for before it was there
 * show at once. Returns the hand-back for when it unmounts.
 */
export function attachToaster(toaster: Toaster) {
  target = toaster;
  for (const [kind, message, link] of pending.splice(0)) toaster[kind](message, link);
  return () => {
    target = null;
  };
}

/** Whether a toast has been asked for yet (the container's code loads then), and how to hear of it. */
export const toastsWanted = () => target !== null || pending.length > 0;
export function onToastWanted(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
