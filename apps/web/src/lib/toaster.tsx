import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_OPTIONS } from '../config/settings';
import { attachToaster, type ToastLink } from './toast';

/** The message, then the link on its own line (the container sits outside the router: a plain link). */
const content = (message: string, link?: ToastLink) =>
  link ? (
    <span className="flex flex-col gap-1">
      <span>{message}</span>
      <a href={link.href} className="font-semibold text-brand-strong underline">
        {link.label}
      </a>
    </span>
  ) : (
    message
  );

/** react-toastify's container with the shop's options, taking over the toasts asked for. */
export default function Toaster() {
  useEffect(
    () =>
      attachToaster({
        success: (message, link) => void toast.success(content(message, link)),
        error: (message, link) => void toast.error(content(message, link)),
        info: (message, link) => void toast.info(content(message, link)),
        warn: (message, link) => void toast.warn(content(message, link)),
      }),
    [],
  );
  return <ToastContainer {...TOAST_OPTIONS} />;
}
