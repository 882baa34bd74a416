/**
 * The stand-in's checkout.js: defines `window.Razorpay` like Razorpay's script does.
 * `new Razorpay(options).open()` shows an overlay with the order and three buttons: Pay (calls
 * `options.handler` with `{razorpay_payment_id, razorpay_order_id, razorpay_signature}`, signed
 * by the stand-in with the key secret), Fail (fires the `payment.failed` handlers registered
 * with `.on()`, with `{error}`), Cancel (`options.modal.ondismiss`). The browser never sees the
 * secret: the stand-in signs the result.
 */
export function checkoutScript(standinUrl: string): string {
  return `(function () {
  'use strict';
  var STANDIN = ${JSON.stringify(standinUrl)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
  }
  Razorpay.prototype.on = function (name, fn) {
    (this.listeners[name] = this.listeners[name] || []).push(fn);
    return this;
  };
  Razorpay.prototype.emit = function (name, payload) {
    (this.listeners[name] || []).forEach(function (fn) { fn(payload); });
  };
  Razorpay.prototype.close = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
  };
  Razorpay.prototype.submit = function (outcome) {
    var self = this;
    var o = self.options;
    return fetch(STANDIN + '/_standin/pay', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ key_id: o.key, order_id: o.order_id, outcome: outcome })
    })
      .then(function (res) { return res.json(); })
      .then(function (result) {
        self.close();
        if (result && result.error) self.emit('payment.failed', { error: result.error });
        else if (typeof o.handler === 'function') o.handler(result);
      })
      .catch(function (err) {
        self.close();
        self.emit('payment.failed', {
          error: { code: 'NETWORK_ERROR', description: String(err), source: 'customer',
            step: 'payment_authorization', reason: 'network_error',
            metadata: { order_id: o.order_id, payment_id: null } }
        });
      });
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    self.close();
    var root = document.createElement('div');
    root.setAttribute('data-razorpay-standin', '');
    root.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;' +
      'align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif';
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Razorpay stand-in checkout');
    box.style.cssText = 'background:#fff;color:#111;border-radius:8px;padding:24px;min-width:320px';
    function line(text, tag) {
      var el = document.createElement(tag || 'p');
      el.textContent = text;
      box.appendChild(el);
      return el;
    }
    line(o.name || 'Checkout', 'h2');
    line('Razorpay stand-in: test mode, no real payment.');
    if (o.description) line(o.description);
    line('Amount: ' + ((Number(o.amount) || 0) / 100).toFixed(2) + ' ' + (o.currency || 'INR'));
    line('Order: ' + o.order_id);
    function button(label, onClick) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = 'margin-right:8px;padding:8px 16px';
      b.addEventListener('click', onClick);
      box.appendChild(b);
      return b;
    }
    button('Pay', function () { self.submit('success'); });
    button('Fail', function () { self.submit('failure'); });
    button('Cancel', function () {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    });
    root.appendChild(box);
    document.body.appendChild(root);
    self.root = root;
  };
  window.Razorpay = Razorpay;
})();
`;
}
