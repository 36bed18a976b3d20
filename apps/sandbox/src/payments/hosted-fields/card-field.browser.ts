// The card field's own script, run inside the iframe GET /elements/frame renders on the
// sandbox's origin: it formats and checks what is typed, tells the page (the frame's parent,
// only on the origin the page gave) what state the field is in, and on request sends the
// number or CVC to POST /v1/tokens itself, answering the page with the token or the error.
// Built for the browser by browser-scripts.ts and inlined into the frame under its CSP nonce.
import { detectCardBrand, type CardBrand } from '../cards.js';
import {
  cvcLengthProblem,
  formatNumber,
  isCompleteCvc,
  isCompleteNumber,
  isInvalidNumber,
  maxCvcDigits,
  maxNumberDigits,
} from './card-field-rules.js';
import {
  isCardBrand,
  isCardDataKey,
  isEnvelope,
  MESSAGE_SOURCE,
  type ElementOptions,
  type ElementStyle,
  type Envelope,
  type FieldProblem,
  type FieldState,
  type FrameMessage,
  type PageMessage,
  type StripeError,
  type TokenizeRequest,
  type TokenResult,
} from './protocol.js';

const params = new URLSearchParams(window.location.search);
const IS_NUMBER = params.get('type') === 'cardNumber';
const KEY = params.get('key') ?? '';
const PARENT = params.get('origin') ?? '';
const ID = params.get('id') ?? '';
const INCOMPLETE: FieldProblem = IS_NUMBER
  ? { code: 'incomplete_number', message: 'Your card number is incomplete.' }
  : { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
const INVALID_NUMBER: FieldProblem = { code: 'invalid_number', message: 'Your card number is invalid.' };
/** Stripe's style keys the field applies, and the CSS property each sets. */
const STYLE_PROPERTIES: Record<string, string> = {
  color: 'color',
  fontFamily: 'font-family',
  fontSize: 'font-size',
  fontWeight: 'font-weight',
  fontStyle: 'font-style',
  fontVariant: 'font-variant',
  letterSpacing: 'letter-spacing',
  lineHeight: 'line-height',
  textAlign: 'text-align',
  textTransform: 'text-transform',
  textShadow: 'text-shadow',
  fontSmoothing: '-webkit-font-smoothing',
  caretColor: 'caret-color',
};

const field = document.getElementById('field');
if (!(field instanceof HTMLInputElement)) throw new Error('The card field page has no #field input.');
const input: HTMLInputElement = field;
// The CVC field's brand comes from the number field of the same elements() group.
let cvcBrand: CardBrand = 'unknown';
let showIncomplete = false;
let lastChange = '';
// Set when the CVC had more digits than the brand allows (typed, pasted, or the brand changed).
let cvcNotice: FieldProblem | null = null;

function post(message: FrameMessage): void {
  const envelope: Envelope<FrameMessage> = { ...message, source: MESSAGE_SOURCE, id: ID };
  window.parent.postMessage(envelope, PARENT);
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

function height(): number {
  return Math.ceil(input.getBoundingClientRect().height) || 24;
}

function currentState(): FieldState {
  const digits = digitsOf(input.value);
  const state: FieldState = { empty: digits.length === 0, complete: false };
  if (IS_NUMBER) {
    state.brand = detectCardBrand(digits);
    state.complete = isCompleteNumber(digits);
    if (isInvalidNumber(digits)) state.error = INVALID_NUMBER;
  } else {
    state.complete = isCompleteCvc(digits, cvcBrand);
    if (cvcNotice) state.error = cvcNotice;
  }
  if (!state.error && showIncomplete && !state.empty && !state.complete) state.error = INCOMPLETE;
  return state;
}

/** Marks the input and tells the page, once per distinct state. */
function emitChange(): void {
  const state = currentState();
  input.classList.toggle('invalid', !!state.error);
  input.setAttribute('aria-invalid', state.error ? 'true' : 'false');
  const text = JSON.stringify(state);
  if (text === lastChange) return;
  lastChange = text;
  post({ type: 'change', ...state });
}

/** Keeps the digits the brand allows, grouped, with the caret after the same digit as before. */
function reformat(): void {
  const value = input.value;
  const caret = input.selectionStart ?? value.length;
  const digitsBeforeCaret = digitsOf(value.slice(0, caret)).length;
  const digits = digitsOf(value);
  let formatted: string;
  if (IS_NUMBER) {
    formatted = formatNumber(digits.slice(0, maxNumberDigits(detectCardBrand(digits))));
  } else {
    cvcNotice = cvcLengthProblem(digits, cvcBrand);
    formatted = digits.slice(0, maxCvcDigits(cvcBrand));
  }
  if (formatted !== value) {
    input.value = formatted;
    let position = 0;
    let seen = 0;
    while (position < formatted.length && seen < digitsBeforeCaret) {
      if (/\d/.test(formatted.charAt(position))) seen++;
      position++;
    }
    if (document.activeElement === input) input.setSelectionRange(position, position);
  }
  showIncomplete = false;
  emitChange();
}

/** A page-given CSS value, or null when it could break out of its declaration or load anything. */
function safeCssValue(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && !/[;{}<>\\]|url\(|expression\(/i.test(text) ? text : null;
}

function applyDeclarations(declarations: Record<string, unknown>): void {
  for (const key of Object.keys(declarations)) {
    const property = Object.prototype.hasOwnProperty.call(STYLE_PROPERTIES, key) ? STYLE_PROPERTIES[key] : undefined;
    if (!property) continue;
    const value = safeCssValue(declarations[key]);
    if (value !== null) input.style.setProperty(property, value);
  }
}

function objectOrEmpty(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function applyStyle(style: ElementStyle): void {
  const base = objectOrEmpty(style.base);
  applyDeclarations(base);
  const placeholderColor = safeCssValue(objectOrEmpty(base['::placeholder']).color);
  if (placeholderColor) input.style.setProperty('--placeholder-color', placeholderColor);
  const invalidColor = safeCssValue(objectOrEmpty(style.invalid).color);
  if (invalidColor) input.style.setProperty('--invalid-color', invalidColor);
}

function applyOptions(options: ElementOptions | undefined): void {
  if (!options || typeof options !== 'object') return;
  if (typeof options.placeholder === 'string') input.placeholder = options.placeholder;
  if (typeof options.disabled === 'boolean') input.disabled = options.disabled;
  if (options.style && typeof options.style === 'object') applyStyle(options.style);
}

/** The processor's answer as createToken reports it: the token, or Stripe's error fields. */
async function readTokenAnswer(response: Response): Promise<TokenResult> {
  const json = (await response.json()) as { id: string; error?: Partial<StripeError> };
  if (response.ok) return { token: json };
  const given = json && json.error ? json.error : {};
  const error: StripeError = {
    type: given.type || 'api_error',
    message: given.message || 'The card could not be saved.',
  };
  for (const name of ['code', 'decline_code', 'param', 'doc_url'] as const) {
    if (given[name]) error[name] = given[name];
  }
  return { error };
}

function tokenize(request: TokenizeRequest): void {
  const respond = (result: TokenResult) => post({ type: 'result', requestId: request.requestId, result });
  showIncomplete = true;
  emitChange();
  const state = currentState();
  if (!state.complete) {
    const problem = state.error ?? INCOMPLETE;
    respond({ error: { type: 'validation_error', code: problem.code, message: problem.message } });
    return;
  }
  const digits = digitsOf(input.value);
  const body = new URLSearchParams();
  if (IS_NUMBER && request.kind === 'card') {
    body.set('card[number]', digits);
    const card = objectOrEmpty(request.card);
    for (const key of Object.keys(card)) {
      if (isCardDataKey(key)) body.set(`card[${key}]`, String(card[key]));
    }
  } else if (!IS_NUMBER && request.kind === 'cvc_update') {
    body.set('cvc_update[cvc]', digits);
  } else {
    respond({ error: { type: 'invalid_request_error', message: 'This field cannot make that kind of token.' } });
    return;
  }
  body.set('key', KEY);
  fetch('/v1/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    credentials: 'omit',
    cache: 'no-store',
  })
    .then(readTokenAnswer)
    .catch((): TokenResult => ({
      error: {
        type: 'api_connection_error',
        message: 'We could not reach the payment service. Check your connection and try again.',
      },
    }))
    .then(respond);
}

input.addEventListener('keydown', (event) => {
  // Backspace just after a group's space deletes the digit before it, not only the space.
  const at = input.selectionStart;
  if (IS_NUMBER && event.key === 'Backspace' && at !== null && at === input.selectionEnd && at > 0) {
    if (input.value.charAt(at - 1) === ' ') input.setSelectionRange(at - 1, at - 1);
  }
});
input.addEventListener('input', reformat);
input.addEventListener('focus', () => post({ type: 'focus' }));
input.addEventListener('blur', () => {
  showIncomplete = true;
  emitChange();
  post({ type: 'blur' });
});

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin !== PARENT || event.source !== window.parent) return;
  const data = event.data;
  if (!isEnvelope(data) || data.id !== ID) return;
  const message = data as Envelope<PageMessage>;
  switch (message.type) {
    case 'configure':
      applyOptions(message.options);
      if (!IS_NUMBER && isCardBrand(message.brand)) cvcBrand = message.brand;
      post({ type: 'ready', height: height() });
      return;
    case 'update':
      applyOptions(message.options);
      post({ type: 'resize', height: height() });
      return;
    case 'brand':
      if (IS_NUMBER || !isCardBrand(message.brand)) return;
      cvcBrand = message.brand;
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
      tokenize(message);
      return;
  }
});

post({ type: 'loaded' });
