import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_OPTIONS } from '../config/settings';
import { attachToaster } from './toast';

/** react-toastify's container with the shop's options, taking over the toasts asked for. */
export default function Toaster() {
  useEffect(
    () => attachToaster({ success: toast.success, error: toast.error, info: toast.info, warn: toast.warn }),
    [],
  );
  return <ToastContainer {...TOAST_OPTIONS} />;
}
