/* global window, document, fetch, Intl */
/**
 * The simulated gateway's checkout widget: defines `window.Razorpay` with the interface of
 * Razorpay Checkout (new Razorpay(options), open(), close(), on('payment.failed', cb)) and shows a
 * small modal instead of Razorpay's.
 *   Pay   -> POST {pay} { razorpayOrderId, outcome: 'success' }, closes, calls options.handler(response)
 *   Fail  -> POST {pay} { razorpayOrderId, outcome: 'failure' }, closes, calls every 'payment.failed'
 *            callback with { error: { code, description, source, step, reason, metadata } }
 *   Close (or Escape) -> closes, calls options.modal.ondismiss()
 * Served by the API at API.payments.simulatedScript; the server replaces __PAY_URL__.
 */
(function () {
  'use strict';
  var PAY_URL = '__PAY_URL__';

  function el(tag, css, text) {
    var node = document.createElement(tag);
    if (css) node.style.cssText = css;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
    } catch (e) {
      return 'INR ' + (paise / 100).toFixed(2);
    }
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    if (this.onKey) document.removeEventListener('keydown', this.onKey);
    this.root = null;
  };

  Razorpay.prototype.pay = function (outcome) {
    var options = this.options;
    return fetch(PAY_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ razorpayOrderId: options.order_id, outcome: outcome }),
    }).then(function (response) {
      return response
        .json()
        .catch(function () {
          return {};
        })
        .then(function (body) {
          return { ok: response.ok, body: body };
        });
    });
  };

  Razorpay.prototype.fail = function (description) {
    var options = this.options;
    this.close();
    this.emit('payment.failed', {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: description,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: options.order_id, payment_id: '' },
      },
    });
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    if (this.root) return;
    var brand = (options.theme && options.theme.color) || '#111111';
    var prefill = options.prefill || {};

    var overlay = el(
      'div',
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
        'padding:16px;background:rgba(17,17,17,0.55);font-family:inherit;',
    );
    overlay.setAttribute('data-simulated-checkout', '');
    var panel = el(
      'div',
      'width:100%;max-width:360px;background:#fff;color:#111;border-radius:16px;padding:24px;' +
        'box-shadow:0 20px 50px rgba(0,0,0,0.25);',
    );
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', 'simulated-checkout-title');

    var title = el('h2', 'margin:0 0 4px;font-size:20px;font-weight:700;', options.name || 'Checkout');
    title.id = 'simulated-checkout-title';
    panel.appendChild(title);
    if (options.description) panel.appendChild(el('p', 'margin:0 0 12px;color:#555;font-size:14px;', options.description));
    panel.appendChild(
      el('p', 'margin:0 0 4px;font-size:28px;font-weight:700;', formatAmount(Number(options.amount) || 0, options.currency)),
    );
    var who = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · ');
    if (who) panel.appendChild(el('p', 'margin:0 0 12px;color:#555;font-size:13px;', who));
    panel.appendChild(
      el(
        'p',
        'margin:0 0 16px;padding:8px 10px;border-radius:8px;background:#fff7e0;color:#6b4e00;font-size:12px;',
        'Test payment gateway: no real money moves.',
      ),
    );
    var status = el('p', 'min-height:18px;margin:0 0 12px;font-size:13px;color:#555;');
    status.setAttribute('role', 'status');
    panel.appendChild(status);

    var buttonCss = 'flex:1;padding:10px 12px;border-radius:10px;font-size:15px;font-weight:600;cursor:pointer;';
    var row = el('div', 'display:flex;gap:8px;');
    var payButton = el('button', buttonCss + 'border:0;background:' + brand + ';color:#fff;', 'Pay');
    var failButton = el('button', buttonCss + 'border:1px solid #b42318;background:#fff;color:#b42318;', 'Fail');
    var closeButton = el('button', buttonCss + 'border:1px solid #ccc;background:#fff;color:#111;', 'Close');
    [payButton, failButton, closeButton].forEach(function (button) {
      button.type = 'button';
      row.appendChild(button);
    });
    panel.appendChild(row);
    overlay.appendChild(panel);

    function busy(on, text) {
      payButton.disabled = failButton.disabled = closeButton.disabled = on;
      status.textContent = text || '';
    }

    function dismiss() {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }

    payButton.addEventListener('click', function () {
      busy(true, 'Processing payment…');
      self
        .pay('success')
        .then(function (result) {
          if (result.ok && result.body && result.body.data) {
            self.close();
            if (typeof options.handler === 'function') options.handler(result.body.data);
          } else {
            self.fail((result.body && result.body.message) || 'Payment failed');
          }
        })
        .catch(function () {
          self.fail('Could not reach the payment gateway');
        });
    });
    failButton.addEventListener('click', function () {
      busy(true, 'Processing payment…');
      self
        .pay('failure')
        .then(function (result) {
          self.fail((result.body && result.body.message) || 'Payment failed');
        })
        .catch(function () {
          self.fail('Could not reach the payment gateway');
        });
    });
    closeButton.addEventListener('click', dismiss);
    this.onKey = function (event) {
      if (event.key === 'Escape' && !closeButton.disabled) dismiss();
    };
    document.addEventListener('keydown', this.onKey);

    document.body.appendChild(overlay);
    this.root = overlay;
    payButton.focus();
  };

  window.Razorpay = Razorpay;
})();
