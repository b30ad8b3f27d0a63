/* global window, document */
/**
 * The simulated gateway's checkout widget: defines `window.Razorpay` with the interface of
 * Razorpay Checkout (new Razorpay(options), open(), close(), on('payment.failed', cb)) and shows a
 * small modal instead of Razorpay's.
 *   Pay   -> POST PAY_URL { razorpayOrderId, outcome: 'success' }, closes, calls options.handler(response)
 *            with { razorpay_order_id, razorpay_payment_id, razorpay_signature }
 *   Fail  -> POST PAY_URL { razorpayOrderId, outcome: 'failure' }, closes, calls every 'payment.failed'
 *            callback with { error: { code, description, source, step, reason, metadata } }
 *   Close (or Escape) -> closes, calls options.modal.ondismiss()
 * Served by the API at API.payments.simulatedScript, which fills in PAY_URL below.
 */
(() => {
  'use strict';
  const PAY_URL = '__PAY_URL__';

  const el = (tag, css, text) => {
    const node = document.createElement(tag);
    if (css) node.style.cssText = css;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const formatAmount = (paise, currency) => {
    try {
      const whole = paise % 100 === 0;
      return new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: currency || 'INR',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }).format(paise / 100);
    } catch {
      return `INR ${(paise / 100).toFixed(2)}`;
    }
  };

  class Razorpay {
    constructor(options) {
      this.options = options || {};
      this.listeners = {};
      this.root = null;
      this.onKey = null;
    }

    on(event, callback) {
      (this.listeners[event] = this.listeners[event] || []).push(callback);
      return this;
    }

    close() {
      this.root?.remove();
      if (this.onKey) document.removeEventListener('keydown', this.onKey);
      this.root = null;
      this.onKey = null;
    }

    async pay(outcome) {
      const response = await fetch(PAY_URL, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ razorpayOrderId: this.options.order_id, outcome }),
      });
      const body = await response.json().catch(() => ({}));
      return { ok: response.ok, body };
    }

    fail(description) {
      this.close();
      const error = {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: this.options.order_id, payment_id: '' },
      };
      for (const callback of this.listeners['payment.failed'] || []) callback({ error });
    }

    open() {
      if (this.root) return;
      const options = this.options;
      const brand = options.theme?.color || '#111111';
      const prefill = options.prefill || {};

      const overlay = el(
        'div',
        'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
          'padding:16px;background:rgba(17,17,17,0.55);font-family:inherit;',
      );
      overlay.setAttribute('data-simulated-checkout', '');
      const panel = el(
        'div',
        'width:100%;max-width:360px;background:#fff;color:#111;border-radius:16px;padding:24px;' +
          'box-shadow:0 20px 50px rgba(0,0,0,0.25);',
      );
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      panel.setAttribute('aria-labelledby', 'simulated-checkout-title');

      const title = el('h2', 'margin:0 0 4px;font-size:20px;font-weight:700;', options.name || 'Checkout');
      title.id = 'simulated-checkout-title';
      panel.append(title);
      if (options.description) {
        panel.append(el('p', 'margin:0 0 12px;color:#555;font-size:14px;', options.description));
      }
      const amount = formatAmount(Number(options.amount) || 0, options.currency);
      panel.append(el('p', 'margin:0 0 4px;font-size:28px;font-weight:700;', amount));
      const who = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · ');
      if (who) panel.append(el('p', 'margin:0 0 12px;color:#555;font-size:13px;', who));
      panel.append(
        el(
          'p',
          'margin:0 0 16px;padding:8px 10px;border-radius:8px;background:#fff7e0;color:#6b4e00;font-size:12px;',
          'Test payment gateway: no real money moves.',
        ),
      );
      const status = el('p', 'min-height:18px;margin:0 0 12px;font-size:13px;color:#555;');
      status.setAttribute('role', 'status');
      panel.append(status);

      const buttonCss = 'flex:1;padding:10px 12px;border-radius:10px;font-size:15px;font-weight:600;cursor:pointer;';
      const payButton = el('button', `${buttonCss}border:0;background:${brand};color:#fff;`, 'Pay');
      const failButton = el('button', `${buttonCss}border:1px solid #b42318;background:#fff;color:#b42318;`, 'Fail');
      const closeButton = el('button', `${buttonCss}border:1px solid #ccc;background:#fff;color:#111;`, 'Close');
      const row = el('div', 'display:flex;gap:8px;');
      for (const button of [payButton, failButton, closeButton]) {
        button.type = 'button';
        row.append(button);
      }
      panel.append(row);
      overlay.append(panel);

      const busy = () => {
        payButton.disabled = failButton.disabled = closeButton.disabled = true;
        status.textContent = 'Processing payment…';
      };
      const dismiss = () => {
        this.close();
        if (typeof options.modal?.ondismiss === 'function') options.modal.ondismiss();
      };
      const attempt = async (outcome) => {
        busy();
        try {
          const { ok, body } = await this.pay(outcome);
          if (outcome === 'success' && ok && body?.data) {
            this.close();
            if (typeof options.handler === 'function') options.handler(body.data);
          } else {
            this.fail(body?.message || 'Payment failed');
          }
        } catch {
          this.fail('Could not reach the payment gateway');
        }
      };

      payButton.addEventListener('click', () => void attempt('success'));
      failButton.addEventListener('click', () => void attempt('failure'));
      closeButton.addEventListener('click', dismiss);
      this.onKey = (event) => {
        if (event.key === 'Escape' && !closeButton.disabled) dismiss();
      };
      document.addEventListener('keydown', this.onKey);

      document.body.append(overlay);
      this.root = overlay;
      payButton.focus();
    }
  }

  window.Razorpay = Razorpay;
})();
