/**
 * Razorpay Checkout's browser interface, as both the real script and the simulated one served by
 * our API define it. The page never knows which of the two it talks to.
 */
export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type RazorpayFailure = {
  error?: { code?: string; description?: string; reason?: string; source?: string; step?: string };
};

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
};

export type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', callback: (response: RazorpayFailure) => void) => void;
};

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the checkout script on demand, once per URL. A failed load is forgotten so the next
 * attempt (Retry Payment) tries the network again.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const existing = loading.get(src);
  if (existing) return existing;

  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('The checkout script did not define Razorpay'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}

/**
 * Opens the provider's widget for one provider order, with the key and script the server names
 * (GET /config): for pages outside checkout that take a payment (a COD order paid online instead).
 */
export async function openCheckout(
  config: { razorpayKeyId: string; checkoutScriptUrl: string },
  options: Omit<RazorpayOptions, 'key'>,
): Promise<RazorpayInstance> {
  const Razorpay = await loadCheckoutScript(config.checkoutScriptUrl);
  const widget = new Razorpay({ ...options, key: config.razorpayKeyId });
  widget.open();
  return widget;
}
