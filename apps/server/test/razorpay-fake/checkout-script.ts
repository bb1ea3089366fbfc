/**
 * The look-alike's checkout.js, served at /v1/checkout.js. It defines `window.Razorpay` the way
 * Razorpay's Standard Checkout does (new Razorpay(options), .open(), .on('payment.failed', cb),
 * options.handler, options.modal.ondismiss) and, instead of showing a payment window, asks the
 * look-alike that served it to pay (or fail) `options.order_id`, then calls back like the real one.
 *
 * Switches, read when open() is called:
 * - `window.__razorpayFakeDismiss = true` or `?dismiss=1` on the script URL: the shopper closes
 *   the window; only `modal.ondismiss` is called.
 * - `window.__razorpayFakeFail = true` or `?fail=1`: the payment fails; the 'payment.failed'
 *   handlers get `{ error: { code, description, source, step, reason, metadata } }`, then the
 *   shopper closes the window (`modal.ondismiss`).
 * - `window.__razorpayFakeOpenError = 'text'`: open() throws `new Error('text')`.
 * Every options object passed to `new Razorpay` is kept in `window.__razorpayFakeOpened`.
 */
export const CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var current = document.currentScript;
  var src = current && current.src ? new URL(current.src) : new URL(location.href);
  var origin = src.origin;
  var flag = function (name, param) {
    return Boolean(window[name]) || src.searchParams.get(param) === '1';
  };
  window.__razorpayFakeOpened = window.__razorpayFakeOpened || [];

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key) {
      throw new Error('No key passed');
    }
    this.options = options;
    this.handlers = {};
    window.__razorpayFakeOpened.push(options);
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.handlers[event] = this.handlers[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, response) {
    (this.handlers[event] || []).forEach(function (cb) {
      cb(response);
    });
  };

  Razorpay.prototype.close = function () {};

  Razorpay.prototype.open = function () {
    if (window.__razorpayFakeOpenError) throw new Error(String(window.__razorpayFakeOpenError));
    var self = this;
    var o = this.options;
    var dismiss = function () {
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    };
    var failed = function (error) {
      self.emit('payment.failed', { error: error });
      dismiss();
    };
    var dismissed = flag('__razorpayFakeDismiss', 'dismiss');
    var failing = flag('__razorpayFakeFail', 'fail');
    setTimeout(function () {
      if (dismissed) return dismiss();
      var path = '/v1/test/orders/' + encodeURIComponent(o.order_id || '') + (failing ? '/fail' : '/pay');
      fetch(origin + path, {
        method: 'POST',
        // text/plain keeps this a simple cross-origin request (no preflight).
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          key: o.key,
          amount: o.amount,
          method: (o.prefill && o.prefill.method) || o.method || undefined,
          email: o.prefill && o.prefill.email,
          contact: o.prefill && o.prefill.contact,
        }),
      })
        .then(function (res) {
          return res.json().then(function (body) {
            return { ok: res.ok, body: body };
          });
        })
        .then(function (res) {
          if (failing || !res.ok || res.body.error) return failed(res.body.error);
          if (typeof o.handler === 'function') o.handler(res.body);
        })
        .catch(function (err) {
          failed({
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment processing failed: ' + String(err),
            source: 'internal',
            step: 'payment_initiation',
            reason: 'network_error',
            metadata: { order_id: o.order_id },
          });
        });
    }, 0);
  };

  window.Razorpay = Razorpay;
})();
`;
