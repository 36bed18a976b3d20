// Stripe.js-like hosted card fields: GET /v3/ is the script a page loads (window.Stripe), and
// GET /elements/frame is the iframe it mounts, so the card number and CVC are typed and sent
// to POST /v1/tokens from the sandbox's origin; the page only ever sees tokens.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context.js';
import { escapeHtml } from '../html.js';

const MESSAGE_SOURCE = 'stowline-sandbox-elements';
/** createToken(cardNumberElement, data) keys, sent as card[key]: exp_month, exp_year and cvc_token are the sandbox's extension. */
const CARD_DATA_KEYS = [
  'name',
  'exp_month',
  'exp_year',
  'cvc_token',
  'address_line1',
  'address_line2',
  'address_city',
  'address_state',
  'address_zip',
  'address_country',
];

/**
 * Card rules the field runs in the browser, as plain functions (tests evaluate this text and
 * compare it with cards.ts): brand by prefix, Luhn, the lengths at which a number is
 * complete, digits allowed, and the 4-4-4-4 (amex 4-6-5) grouping.
 */
export const CARD_RULES_SCRIPT = `
function detectBrand(digits) {
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (digits.length >= 4) {
    var first4 = Number(digits.slice(0, 4));
    if (first4 >= 2221 && first4 <= 2720) return 'mastercard';
  }
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}
function isLuhnValid(digits) {
  var sum = 0;
  for (var i = 0; i < digits.length; i++) {
    var digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
var COMPLETE_LENGTHS = { visa: [16, 19], mastercard: [16], amex: [15], discover: [16, 17, 18, 19], unknown: [16, 19] };
function maxNumberDigits(brand) { return brand === 'amex' ? 15 : brand === 'mastercard' ? 16 : 19; }
function isCompleteNumber(digits) {
  return COMPLETE_LENGTHS[detectBrand(digits)].indexOf(digits.length) !== -1 && isLuhnValid(digits);
}
function isInvalidNumber(digits) {
  return COMPLETE_LENGTHS[detectBrand(digits)].indexOf(digits.length) !== -1 && !isLuhnValid(digits);
}
function formatNumber(digits) {
  var groups = detectBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  var parts = [];
  var at = 0;
  for (var i = 0; i < groups.length && at < digits.length; i++) {
    parts.push(digits.slice(at, at + groups[i]));
    at += groups[i];
  }
  return parts.join(' ');
}
function maxCvcDigits(brand) { return brand === 'amex' || brand === 'unknown' ? 4 : 3; }
var CVC_BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };
// More digits typed than the detected brand's security code has: said, not silently dropped.
function cvcLengthProblem(digits, brand) {
  if (brand === 'unknown' || digits.length <= maxCvcDigits(brand)) return null;
  return { code: 'invalid_cvc', message: CVC_BRAND_NAMES[brand] + ' cards have a ' + maxCvcDigits(brand) + '-digit security code.' };
}
function isCompleteCvc(digits, brand) {
  if (brand === 'amex') return digits.length === 4;
  if (brand === 'unknown') return digits.length === 3 || digits.length === 4;
  return digits.length === 3;
}
`;

/** The page's script: window.Stripe(publishableKey) with elements(), create(), mount() and createToken(). */
function buildStripeScript(fallbackOrigin: string): string {
  return `/* Stowline payments sandbox: a Stripe.js v3 subset (cardNumber and cardCvc Elements, createToken). Not Stripe. */
(function () {
  'use strict';
  if (window.Stripe && window.Stripe.sandbox) return;
  var SOURCE = ${JSON.stringify(MESSAGE_SOURCE)};
  var ORIGIN = ${JSON.stringify(fallbackOrigin)};
  // The fields live on the origin this script came from: only that origin's frames are listened to.
  try {
    if (document.currentScript && document.currentScript.src) ORIGIN = new URL(document.currentScript.src, location.href).origin;
  } catch (ignored) {}
  var ELEMENT_TYPES = ['cardNumber', 'cardCvc'];
  var EVENTS = ['change', 'ready', 'focus', 'blur'];
  var CARD_DATA_KEYS = ${JSON.stringify(CARD_DATA_KEYS)};
  var elementsById = Object.create(null);
  var counter = 0;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }
  function randomPart() {
    var values = new Uint32Array(2);
    window.crypto.getRandomValues(values);
    return values[0].toString(36) + values[1].toString(36);
  }
  function pickOptions(options) {
    var picked = {};
    if (!options || typeof options !== 'object') return picked;
    if (typeof options.placeholder === 'string') picked.placeholder = options.placeholder;
    if (typeof options.disabled === 'boolean') picked.disabled = options.disabled;
    if (options.style && typeof options.style === 'object') picked.style = JSON.parse(JSON.stringify(options.style));
    return picked;
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.source !== SOURCE || typeof data.id !== 'string') return;
    var element = elementsById[data.id];
    if (!element || !element._frame || event.source !== element._frame.contentWindow) return;
    element._receive(data);
  });

  function SandboxElement(group, type, options) {
    this._group = group;
    this._type = type;
    this._id = type + '-' + (++counter) + '-' + randomPart();
    this._options = pickOptions(options);
    this._handlers = {};
    this._frame = null;
    this._frameReady = false;
    this._outbox = [];
    this._pending = {};
    this._destroyed = false;
    this._complete = false;
    elementsById[this._id] = this;
  }

  SandboxElement.prototype.mount = function (target) {
    if (this._destroyed) throw integrationError('This Element has been destroyed and cannot be mounted.');
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!container || typeof container.appendChild !== 'function') throw integrationError('Invalid DOM element or selector passed to mount(): ' + String(target));
    if (this._frame) throw integrationError('This Element is already mounted; call unmount() first.');
    var query = new URLSearchParams({ type: this._type, key: this._group._stripe._key, origin: window.location.origin, id: this._id });
    var frame = document.createElement('iframe');
    frame.src = ORIGIN + '/elements/frame?' + query.toString();
    frame.title = this._type === 'cardNumber' ? 'Secure card number input frame' : 'Secure CVC input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('allowtransparency', 'true');
    frame.style.cssText = 'border:0 !important;margin:0 !important;padding:0 !important;display:block !important;width:100% !important;height:24px;overflow:hidden !important;background:transparent !important;color-scheme:normal';
    this._frame = frame;
    this._frameReady = false;
    container.appendChild(frame);
  };

  SandboxElement.prototype._post = function (message) {
    if (!this._frame || !this._frame.contentWindow) return;
    message.source = SOURCE;
    message.id = this._id;
    this._frame.contentWindow.postMessage(message, ORIGIN);
  };

  SandboxElement.prototype._send = function (message) {
    if (this._frameReady) this._post(message);
    else this._outbox.push(message);
  };

  SandboxElement.prototype._receive = function (data) {
    switch (data.type) {
      case 'loaded':
        this._post({ type: 'configure', options: this._options, brand: this._group._brand });
        return;
      case 'ready':
      case 'resize':
        if (typeof data.height === 'number' && data.height > 0 && data.height < 200) this._frame.style.height = data.height + 'px';
        if (data.type === 'resize') return;
        this._frameReady = true;
        var outbox = this._outbox;
        this._outbox = [];
        for (var i = 0; i < outbox.length; i++) this._post(outbox[i]);
        this._emit('ready', { elementType: this._type });
        return;
      case 'change':
        var change = { elementType: this._type, empty: data.empty === true, complete: data.complete === true };
        this._complete = change.complete;
        if (this._type === 'cardNumber') {
          change.brand = String(data.brand);
          this._group._brandChanged(change.brand);
        }
        if (data.error) change.error = { type: 'validation_error', code: String(data.error.code), message: String(data.error.message) };
        this._emit('change', change);
        return;
      case 'focus':
      case 'blur':
        this._emit(data.type, { elementType: this._type });
        return;
      case 'result':
        var resolve = this._pending[data.requestId];
        if (!resolve) return;
        delete this._pending[data.requestId];
        resolve(data.result && (data.result.token || data.result.error) ? data.result : { error: { type: 'api_error', message: 'The card field gave no answer.' } });
        return;
    }
  };

  SandboxElement.prototype._emit = function (event, payload) {
    var handlers = (this._handlers[event] || []).slice();
    for (var i = 0; i < handlers.length; i++) {
      try {
        handlers[i](payload);
      } catch (error) {
        setTimeout(function () { throw error; });
      }
    }
  };

  SandboxElement.prototype._request = function (message) {
    var self = this;
    if (this._destroyed || !this._frame) return Promise.reject(integrationError('Mount the Element before creating a token from it.'));
    return new Promise(function (resolve) {
      var requestId = 'request-' + (++counter) + '-' + randomPart();
      self._pending[requestId] = resolve;
      message.requestId = requestId;
      self._send(message);
    });
  };

  SandboxElement.prototype._failPending = function (message) {
    var pending = this._pending;
    this._pending = {};
    for (var requestId in pending) pending[requestId]({ error: { type: 'api_connection_error', message: message } });
  };

  SandboxElement.prototype.on = function (event, handler) {
    if (EVENTS.indexOf(event) === -1) throw integrationError('Unsupported event "' + event + '"; the sandbox Elements emit ' + EVENTS.join(', ') + '.');
    if (typeof handler !== 'function') throw integrationError('on() needs a handler function.');
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  SandboxElement.prototype.off = function (event, handler) {
    if (!this._handlers[event]) return this;
    this._handlers[event] = handler ? this._handlers[event].filter(function (h) { return h !== handler; }) : [];
    return this;
  };
  SandboxElement.prototype.once = function (event, handler) {
    var self = this;
    function wrapper(payload) { self.off(event, wrapper); handler(payload); }
    return this.on(event, wrapper);
  };
  SandboxElement.prototype.update = function (options) {
    var picked = pickOptions(options);
    for (var key in picked) this._options[key] = picked[key];
    this._send({ type: 'update', options: picked });
  };
  SandboxElement.prototype.focus = function () { this._send({ type: 'focus' }); };
  SandboxElement.prototype.blur = function () { this._send({ type: 'blur' }); };
  SandboxElement.prototype.clear = function () { this._send({ type: 'clear' }); };
  SandboxElement.prototype.unmount = function () {
    var frame = this._frame;
    if (!frame) return;
    this._frame = null;
    this._frameReady = false;
    this._complete = false;
    this._outbox = [];
    if (frame.parentNode) frame.parentNode.removeChild(frame);
    this._failPending('The Element was unmounted before the token was created.');
  };
  SandboxElement.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    delete elementsById[this._id];
    this._group._remove(this);
  };

  function Elements(stripe) {
    this._stripe = stripe;
    this._elements = {};
    this._brand = 'unknown';
  }
  Elements.prototype.create = function (type, options) {
    if (ELEMENT_TYPES.indexOf(type) === -1) throw integrationError('Unsupported Element type "' + type + '"; the sandbox supports ' + ELEMENT_TYPES.join(', ') + '.');
    if (this._elements[type]) throw integrationError('Can only create one Element of type ' + type + '.');
    var element = new SandboxElement(this, type, options);
    this._elements[type] = element;
    return element;
  };
  Elements.prototype.getElement = function (type) {
    return this._elements[type] || null;
  };
  Elements.prototype._remove = function (element) {
    if (this._elements[element._type] === element) delete this._elements[element._type];
  };
  // The CVC field needs the number's brand: 4 digits for American Express, 3 for the others.
  Elements.prototype._brandChanged = function (brand) {
    if (brand === this._brand) return;
    this._brand = brand;
    var cvc = this._elements.cardCvc;
    if (cvc) cvc._send({ type: 'brand', brand: brand });
  };

  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0) {
      throw integrationError('Invalid value for Stripe(): apiKey should be a publishable key (pk_...). You specified: ' + String(publishableKey) + '.');
    }
    this._key = publishableKey;
  }
  Stripe.prototype.elements = function () {
    return new Elements(this);
  };
  Stripe.prototype.createToken = function (typeOrElement, data) {
    if (typeOrElement === 'cvc_update') {
      if (!(data instanceof SandboxElement) || data._type !== 'cardCvc') return Promise.reject(integrationError("createToken('cvc_update', element) needs a cardCvc Element."));
      return data._request({ type: 'tokenize', kind: 'cvc_update' });
    }
    if (!(typeOrElement instanceof SandboxElement) || typeOrElement._type !== 'cardNumber') {
      return Promise.reject(integrationError("createToken() needs a cardNumber Element (with { exp_month, exp_year, cvc_token, ... }), or 'cvc_update' and a cardCvc Element."));
    }
    var card = {};
    var given = data || {};
    for (var key in given) {
      if (!Object.prototype.hasOwnProperty.call(given, key)) continue;
      var value = given[key];
      if (value === undefined || value === null || value === '') continue;
      if (CARD_DATA_KEYS.indexOf(key) === -1) return Promise.reject(integrationError('Invalid createToken data: ' + key + '. Supported: ' + CARD_DATA_KEYS.join(', ') + '.'));
      card[key] = String(value);
    }
    var number = typeOrElement;
    var cvc = number._group._elements.cardCvc;
    // Like Stripe.js with split Elements: the group's CVC field supplies the CVC, unless a
    // cvc_token was given. A number still incomplete answers its own validation error first.
    if (card.cvc_token || !cvc || !cvc._frame || !number._complete) return number._request({ type: 'tokenize', kind: 'card', card: card });
    return cvc._request({ type: 'tokenize', kind: 'cvc_update' }).then(function (result) {
      if (result.error) return result;
      card.cvc_token = result.token.id;
      return number._request({ type: 'tokenize', kind: 'card', card: card });
    });
  };
  Stripe.sandbox = true;
  window.Stripe = Stripe;
})();
`;
}

/** The field's own script, run inside the iframe on the sandbox's origin. */
const FRAME_SCRIPT = `(function () {
  'use strict';
  ${CARD_RULES_SCRIPT}
  var SOURCE = ${JSON.stringify(MESSAGE_SOURCE)};
  var CARD_DATA_KEYS = ${JSON.stringify(CARD_DATA_KEYS)};
  var params = new URLSearchParams(window.location.search);
  var IS_NUMBER = params.get('type') === 'cardNumber';
  var KEY = params.get('key');
  var PARENT = params.get('origin');
  var ID = params.get('id');
  var INCOMPLETE = IS_NUMBER
    ? { code: 'incomplete_number', message: 'Your card number is incomplete.' }
    : { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  var INVALID_NUMBER = { code: 'invalid_number', message: 'Your card number is invalid.' };
  var STYLE_PROPERTIES = {
    color: 'color', fontFamily: 'font-family', fontSize: 'font-size', fontWeight: 'font-weight', fontStyle: 'font-style',
    fontVariant: 'font-variant', letterSpacing: 'letter-spacing', lineHeight: 'line-height', textAlign: 'text-align',
    textTransform: 'text-transform', textShadow: 'text-shadow', fontSmoothing: '-webkit-font-smoothing', caretColor: 'caret-color'
  };
  var input = document.getElementById('field');
  // The CVC field's brand comes from the number field of the same elements() group.
  var cvcBrand = 'unknown';
  var showIncomplete = false;
  var lastChange = '';
  // Set when the CVC had more digits than the brand allows (typed, pasted, or the brand changed).
  var cvcNotice = null;

  function post(message) {
    message.source = SOURCE;
    message.id = ID;
    window.parent.postMessage(message, PARENT);
  }
  function digitsOf(text) { return text.replace(/\\D/g, ''); }
  function height() { return Math.ceil(input.getBoundingClientRect().height) || 24; }

  function currentState() {
    var digits = digitsOf(input.value);
    var state = { empty: digits.length === 0 };
    if (IS_NUMBER) {
      state.brand = detectBrand(digits);
      state.complete = isCompleteNumber(digits);
      if (isInvalidNumber(digits)) state.error = INVALID_NUMBER;
    } else {
      state.complete = isCompleteCvc(digits, cvcBrand);
      if (cvcNotice) state.error = cvcNotice;
    }
    if (!state.error && showIncomplete && !state.empty && !state.complete) state.error = INCOMPLETE;
    return state;
  }

  function emitChange() {
    var state = currentState();
    input.classList.toggle('invalid', !!state.error);
    input.setAttribute('aria-invalid', state.error ? 'true' : 'false');
    var text = JSON.stringify(state);
    if (text === lastChange) return;
    lastChange = text;
    state.type = 'change';
    post(state);
  }

  function reformat() {
    var value = input.value;
    var caret = input.selectionStart === null ? value.length : input.selectionStart;
    var digitsBeforeCaret = digitsOf(value.slice(0, caret)).length;
    var digits = digitsOf(value);
    var formatted;
    if (IS_NUMBER) {
      digits = digits.slice(0, maxNumberDigits(detectBrand(digits)));
      formatted = formatNumber(digits);
    } else {
      cvcNotice = cvcLengthProblem(digits, cvcBrand);
      formatted = digits = digits.slice(0, maxCvcDigits(cvcBrand));
    }
    if (formatted !== value) {
      input.value = formatted;
      var position = 0;
      var seen = 0;
      while (position < formatted.length && seen < digitsBeforeCaret) {
        if (/\\d/.test(formatted.charAt(position))) seen++;
        position++;
      }
      if (document.activeElement === input) input.setSelectionRange(position, position);
    }
    showIncomplete = false;
    emitChange();
  }

  function safeCssValue(value) {
    if (typeof value === 'number') value = String(value);
    return typeof value === 'string' && !/[;{}<>\\\\]|url\\(|expression\\(/i.test(value) ? value : null;
  }
  function applyDeclarations(declarations) {
    for (var key in declarations) {
      if (!Object.prototype.hasOwnProperty.call(declarations, key) || !STYLE_PROPERTIES[key]) continue;
      var value = safeCssValue(declarations[key]);
      if (value !== null) input.style.setProperty(STYLE_PROPERTIES[key], value);
    }
  }
  // Stripe's style object: { base: {...css, '::placeholder': {...}}, invalid: {...} }.
  function applyStyle(style) {
    var base = style && typeof style.base === 'object' && style.base ? style.base : {};
    applyDeclarations(base);
    var placeholder = base['::placeholder'];
    if (placeholder && typeof placeholder === 'object' && safeCssValue(placeholder.color)) input.style.setProperty('--placeholder-color', safeCssValue(placeholder.color));
    var invalid = style && typeof style.invalid === 'object' && style.invalid ? style.invalid : {};
    if (safeCssValue(invalid.color)) input.style.setProperty('--invalid-color', safeCssValue(invalid.color));
  }
  function applyOptions(options) {
    if (!options || typeof options !== 'object') return;
    if (typeof options.placeholder === 'string') input.placeholder = options.placeholder;
    if (typeof options.disabled === 'boolean') input.disabled = options.disabled;
    if (options.style && typeof options.style === 'object') applyStyle(options.style);
  }

  function tokenize(request) {
    function respond(result) { post({ type: 'result', requestId: request.requestId, result: result }); }
    showIncomplete = true;
    emitChange();
    var state = currentState();
    if (!state.complete) {
      var problem = state.error || INCOMPLETE;
      respond({ error: { type: 'validation_error', code: problem.code, message: problem.message } });
      return;
    }
    var digits = digitsOf(input.value);
    var body = new URLSearchParams();
    if (IS_NUMBER && request.kind === 'card') {
      body.set('card[number]', digits);
      var card = request.card && typeof request.card === 'object' ? request.card : {};
      for (var key in card) {
        if (Object.prototype.hasOwnProperty.call(card, key) && CARD_DATA_KEYS.indexOf(key) !== -1) body.set('card[' + key + ']', String(card[key]));
      }
    } else if (!IS_NUMBER && request.kind === 'cvc_update') {
      body.set('cvc_update[cvc]', digits);
    } else {
      respond({ error: { type: 'invalid_request_error', message: 'This field cannot make that kind of token.' } });
      return;
    }
    body.set('key', KEY);
    fetch('/v1/tokens', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString(), credentials: 'omit', cache: 'no-store' })
      .then(function (response) {
        return response.json().then(function (json) {
          if (response.ok) return { token: json };
          var given = json && json.error ? json.error : {};
          var error = { type: given.type || 'api_error', message: given.message || 'The card could not be saved.' };
          ['code', 'decline_code', 'param', 'doc_url'].forEach(function (name) { if (given[name]) error[name] = given[name]; });
          return { error: error };
        });
      })
      .catch(function () {
        return { error: { type: 'api_connection_error', message: 'We could not reach the payment service. Check your connection and try again.' } };
      })
      .then(respond);
  }

  input.addEventListener('keydown', function (event) {
    // Backspace just after a group's space deletes the digit before it, not only the space.
    if (IS_NUMBER && event.key === 'Backspace' && input.selectionStart === input.selectionEnd && input.selectionStart > 0 && input.value.charAt(input.selectionStart - 1) === ' ') {
      input.setSelectionRange(input.selectionStart - 1, input.selectionStart - 1);
    }
  });
  input.addEventListener('input', reformat);
  input.addEventListener('focus', function () { post({ type: 'focus' }); });
  input.addEventListener('blur', function () {
    showIncomplete = true;
    emitChange();
    post({ type: 'blur' });
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== PARENT || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.source !== SOURCE || data.id !== ID) return;
    switch (data.type) {
      case 'configure':
        applyOptions(data.options);
        if (!IS_NUMBER && typeof data.brand === 'string') cvcBrand = data.brand;
        post({ type: 'ready', height: height() });
        return;
      case 'update':
        applyOptions(data.options);
        post({ type: 'resize', height: height() });
        return;
      case 'brand':
        if (IS_NUMBER || typeof data.brand !== 'string') return;
        cvcBrand = data.brand;
        reformat();
        return;
      case 'focus':
        input.focus();
        return;
      case 'blur':
        input.blur();
        return;
      case 'clear':
        input.value = '';
        cvcNotice = null;
        showIncomplete = false;
        emitChange();
        return;
      case 'tokenize':
        tokenize(data);
        return;
    }
  });

  post({ type: 'loaded' });
})();
`;

const FRAME_STYLE = `html,body{margin:0;padding:0;background:transparent;overflow:hidden}
input{display:block;box-sizing:border-box;width:100%;margin:0;padding:0;border:0;outline:0;background:transparent;box-shadow:none;border-radius:0;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5em;height:1.5em;
color:rgba(0,0,0,.87);letter-spacing:normal;-webkit-appearance:none;appearance:none}
input::placeholder{color:var(--placeholder-color,currentColor);opacity:.42}
input.invalid{color:var(--invalid-color,#d32f2f)}
input:disabled{color:rgba(0,0,0,.38)}`;

const FIELDS = {
  cardNumber: {
    title: 'Card number',
    label: 'Card number',
    name: 'cardnumber',
    autocomplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
  },
  cardCvc: { title: 'CVC', label: 'CVC', name: 'cvc', autocomplete: 'cc-csc', placeholder: 'CVC' },
} as const;

function frameProblem(query: Record<string, unknown>): string | undefined {
  const { type, key, origin, id } = query;
  if (type !== 'cardNumber' && type !== 'cardCvc') return 'type must be cardNumber or cardCvc.';
  if (typeof key !== 'string' || !key.startsWith('pk_')) return 'key must be a publishable key (pk_...).';
  if (typeof id !== 'string' || !/^[\w-]{1,100}$/.test(id)) return 'id is missing or invalid.';
  if (typeof origin !== 'string') return 'origin is missing.';
  try {
    const url = new URL(origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin)
      return 'origin must be an http(s) origin such as https://app.example.com.';
  } catch {
    return 'origin must be an http(s) origin such as https://app.example.com.';
  }
  return undefined;
}

/** The frame may sit on any page (frame-ancestors *) but runs only its own nonce'd script and talks only to its origin. */
export function frameContentSecurityPolicy(nonce: string): string {
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *`;
}

function renderFrame(type: keyof typeof FIELDS, nonce: string): string {
  const field = FIELDS[type];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(field.title)}</title><style nonce="${nonce}">${FRAME_STYLE}</style></head>
<body><input id="field" type="text" name="${field.name}" inputmode="numeric" autocomplete="${field.autocomplete}" aria-label="${escapeHtml(field.label)}" placeholder="${escapeHtml(field.placeholder)}" spellcheck="false" autocorrect="off" autocapitalize="off" aria-invalid="false">
<script nonce="${nonce}">${FRAME_SCRIPT}</script></body></html>`;
}

export function registerElementsRoutes(app: FastifyInstance, context: SandboxContext): void {
  const sendScript = async (_request: unknown, reply: FastifyReply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .header('x-content-type-options', 'nosniff')
      .send(buildStripeScript(context.options.publicUrl));
  app.get('/v3', sendScript);
  app.get('/v3/', sendScript);

  app.get('/elements/frame', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const problem = frameProblem(query);
    const nonce = randomBytes(16).toString('base64');
    reply
      .header('content-security-policy', frameContentSecurityPolicy(nonce))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer');
    if (problem)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card field</title></head><body><p role="alert">Invalid card field: ${escapeHtml(problem)}</p></body></html>`,
        );
    return reply.type('text/html; charset=utf-8').send(renderFrame(query.type as keyof typeof FIELDS, nonce));
  });
}
