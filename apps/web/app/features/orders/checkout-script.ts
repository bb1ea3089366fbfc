/** The part of Razorpay Checkout (checkout.js) the shop uses. */
export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
}

export interface RazorpayFailure {
  error: {
    code?: string;
    description?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

const loading = new Map<string, Promise<boolean>>();

/**
 * Loads checkout.js once, only on pages that pay. Resolves false when it cannot be loaded
 * (offline, blocked): the caller shows the spec's "SDK is not loaded" text in the page.
 */
export function loadCheckoutScript(src: string): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve(Boolean(window.Razorpay));
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        resolve(false);
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
