// The script a page loads from GET /v3/: a Stripe.js v3 subset as window.Stripe(publishableKey),
// with elements(), create('cardNumber' | 'cardCvc'), mount() and createToken(). Each element is
// an iframe on the sandbox's origin (card-field.browser.ts), so the page only ever sees tokens.
// Built for the browser by browser-scripts.ts; SANDBOX_ORIGIN is filled in when it is served.
import type { CardBrand } from '../cards.js';
import {
  CARD_DATA_KEYS,
  isCardBrand,
  isCardDataKey,
  isEnvelope,
  MESSAGE_SOURCE,
  type CardDataKey,
  type ElementOptions,
  type ElementType,
  type Envelope,
  type FrameMessage,
  type PageMessage,
  type TokenRequest,
  type TokenResult,
} from './protocol.js';

/** The sandbox's public URL, for when the script cannot tell where it was loaded from. */
declare const SANDBOX_ORIGIN: string;

type EventName = 'change' | 'ready' | 'focus' | 'blur';
type Handler = (payload: unknown) => void;
type CardData = Partial<Record<string, unknown>>;

interface StripeFactory {
  (publishableKey: unknown): SandboxStripe;
  /** Tells a second copy of this script (or a page) that the sandbox's Stripe is loaded. */
  sandbox: true;
}

declare global {
  interface Window {
    /** Set by this script (with `sandbox: true`); a second copy of the script keeps the first one's. */
    Stripe?: { sandbox?: unknown };
  }
}

const ELEMENT_TYPES: readonly ElementType[] = ['cardNumber', 'cardCvc'];
const EVENTS: readonly EventName[] = ['change', 'ready', 'focus', 'blur'];

function integrationError(message: string): Error {
  const error = new Error(message);
  error.name = 'IntegrationError';
  return error;
}

function randomPart(): string {
  const values = new Uint32Array(2);
  window.crypto.getRandomValues(values);
  return values[0]!.toString(36) + values[1]!.toString(36);
}

/** Only the options the field understands, copied: a page's later changes to its object change nothing. */
function pickOptions(options: unknown): ElementOptions {
  const picked: ElementOptions = {};
  if (!options || typeof options !== 'object') return picked;
  const given = options as Record<string, unknown>;
  if (typeof given.placeholder === 'string') picked.placeholder = given.placeholder;
  if (typeof given.disabled === 'boolean') picked.disabled = given.disabled;
  if (given.style && typeof given.style === 'object') picked.style = JSON.parse(JSON.stringify(given.style));
  return picked;
}

function scriptOrigin(): string {
  // The fields live on the origin this script came from: only that origin's frames are listened to.
  try {
    const script = document.currentScript;
    if (script && 'src' in script && script.src) return new URL(script.src, location.href).origin;
  } catch {
    // An unusual src: fall back to the sandbox's public URL.
  }
  return SANDBOX_ORIGIN;
}

/** Where the card fields' frames come from. */
const origin = scriptOrigin();
const elementsById = new Map<string, SandboxElement>();
let counter = 0;

class SandboxElement {
  readonly _id: string;
  _frame: HTMLIFrameElement | null = null;
  _complete = false;
  private options: ElementOptions;
  private handlers = new Map<EventName, Handler[]>();
  private frameReady = false;
  private outbox: PageMessage[] = [];
  private pending = new Map<string, (result: TokenResult) => void>();
  private destroyed = false;

  constructor(
    readonly _group: SandboxElements,
    readonly _type: ElementType,
    options: unknown,
  ) {
    this._id = `${_type}-${++counter}-${randomPart()}`;
    this.options = pickOptions(options);
    elementsById.set(this._id, this);
  }

  mount(target: unknown): void {
    if (this.destroyed) throw integrationError('This Element has been destroyed and cannot be mounted.');
    const container: unknown = typeof target === 'string' ? document.querySelector(target) : target;
    if (!container || typeof (container as Partial<Node>).appendChild !== 'function') {
      throw integrationError('Invalid DOM element or selector passed to mount(): ' + String(target));
    }
    if (this._frame) throw integrationError('This Element is already mounted; call unmount() first.');
    const query = new URLSearchParams({
      type: this._type,
      key: this._group._stripe._key,
      origin: window.location.origin,
      id: this._id,
    });
    const frame = document.createElement('iframe');
    frame.src = `${origin}/elements/frame?${query.toString()}`;
    frame.title = this._type === 'cardNumber' ? 'Secure card number input frame' : 'Secure CVC input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('allowtransparency', 'true');
    frame.style.cssText =
      'border:0 !important;margin:0 !important;padding:0 !important;display:block !important;width:100% !important;height:24px;overflow:hidden !important;background:transparent !important;color-scheme:normal';
    this._frame = frame;
    this.frameReady = false;
    (container as Node).appendChild(frame);
  }

  private post(message: PageMessage): void {
    const target = this._frame?.contentWindow;
    if (!target) return;
    const envelope: Envelope<PageMessage> = { ...message, source: MESSAGE_SOURCE, id: this._id };
    target.postMessage(envelope, origin);
  }

  /** Posts now, or once the field has said it is ready. */
  _send(message: PageMessage): void {
    if (this.frameReady) this.post(message);
    else this.outbox.push(message);
  }

  _receive(data: Envelope<FrameMessage>): void {
    switch (data.type) {
      case 'loaded':
        this.post({ type: 'configure', options: this.options, brand: this._group._brand });
        return;
      case 'ready':
      case 'resize': {
        if (typeof data.height === 'number' && data.height > 0 && data.height < 200 && this._frame) {
          this._frame.style.height = `${data.height}px`;
        }
        if (data.type === 'resize') return;
        this.frameReady = true;
        const outbox = this.outbox;
        this.outbox = [];
        for (const message of outbox) this.post(message);
        this.emit('ready', { elementType: this._type });
        return;
      }
      case 'change': {
        const change: Record<string, unknown> = {
          elementType: this._type,
          empty: data.empty === true,
          complete: data.complete === true,
        };
        this._complete = data.complete === true;
        if (this._type === 'cardNumber') {
          const brand = isCardBrand(data.brand) ? data.brand : 'unknown';
          change.brand = brand;
          this._group._brandChanged(brand);
        }
        if (data.error) {
          change.error = {
            type: 'validation_error',
            code: String(data.error.code),
            message: String(data.error.message),
          };
        }
        this.emit('change', change);
        return;
      }
      case 'focus':
      case 'blur':
        this.emit(data.type, { elementType: this._type });
        return;
      case 'result': {
        const resolve = this.pending.get(data.requestId);
        if (!resolve) return;
        this.pending.delete(data.requestId);
        const result = data.result as Partial<Record<'token' | 'error', unknown>> | undefined;
        resolve(
          result && (result.token || result.error)
            ? data.result
            : { error: { type: 'api_error', message: 'The card field gave no answer.' } },
        );
        return;
      }
    }
  }

  private emit(event: EventName, payload: unknown): void {
    for (const handler of (this.handlers.get(event) ?? []).slice()) {
      try {
        handler(payload);
      } catch (error) {
        // A page's handler that throws is reported, as an uncaught error, without stopping the others.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  _request(request: TokenRequest): Promise<TokenResult> {
    if (this.destroyed || !this._frame) {
      return Promise.reject(integrationError('Mount the Element before creating a token from it.'));
    }
    return new Promise((resolve) => {
      const requestId = `request-${++counter}-${randomPart()}`;
      this.pending.set(requestId, resolve);
      this._send({ type: 'tokenize', requestId, ...request } as PageMessage);
    });
  }

  private failPending(message: string): void {
    const pending = this.pending;
    this.pending = new Map();
    for (const resolve of pending.values()) resolve({ error: { type: 'api_connection_error', message } });
  }

  on(event: unknown, handler: unknown): this {
    if (!EVENTS.includes(event as EventName)) {
      throw integrationError(`Unsupported event "${String(event)}"; the sandbox Elements emit ${EVENTS.join(', ')}.`);
    }
    if (typeof handler !== 'function') throw integrationError('on() needs a handler function.');
    const name = event as EventName;
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler]);
    return this;
  }

  off(event: EventName, handler?: Handler): this {
    const handlers = this.handlers.get(event);
    if (!handlers) return this;
    this.handlers.set(event, handler ? handlers.filter((h) => h !== handler) : []);
    return this;
  }

  once(event: EventName, handler: Handler): this {
    const wrapper: Handler = (payload) => {
      this.off(event, wrapper);
      handler(payload);
    };
    return this.on(event, wrapper);
  }

  update(options: unknown): void {
    const picked = pickOptions(options);
    Object.assign(this.options, picked);
    this._send({ type: 'update', options: picked });
  }

  focus(): void {
    this._send({ type: 'focus' });
  }

  blur(): void {
    this._send({ type: 'blur' });
  }

  clear(): void {
    this._send({ type: 'clear' });
  }

  unmount(): void {
    const frame = this._frame;
    if (!frame) return;
    this._frame = null;
    this.frameReady = false;
    this._complete = false;
    this.outbox = [];
    frame.parentNode?.removeChild(frame);
    this.failPending('The Element was unmounted before the token was created.');
  }

  destroy(): void {
    this.unmount();
    this.destroyed = true;
    elementsById.delete(this._id);
    this._group._remove(this);
  }
}

class SandboxElements {
  _brand: CardBrand = 'unknown';
  readonly _elements: Partial<Record<ElementType, SandboxElement>> = {};

  constructor(readonly _stripe: SandboxStripe) {}

  create(type: unknown, options?: unknown): SandboxElement {
    if (!ELEMENT_TYPES.includes(type as ElementType)) {
      throw integrationError(
        `Unsupported Element type "${String(type)}"; the sandbox supports ${ELEMENT_TYPES.join(', ')}.`,
      );
    }
    const elementType = type as ElementType;
    if (this._elements[elementType]) throw integrationError(`Can only create one Element of type ${elementType}.`);
    const element = new SandboxElement(this, elementType, options);
    this._elements[elementType] = element;
    return element;
  }

  getElement(type: ElementType): SandboxElement | null {
    return this._elements[type] ?? null;
  }

  _remove(element: SandboxElement): void {
    if (this._elements[element._type] === element) delete this._elements[element._type];
  }

  /** The CVC field needs the number's brand: 4 digits for American Express, 3 for the others. */
  _brandChanged(brand: CardBrand): void {
    if (brand === this._brand) return;
    this._brand = brand;
    this._elements.cardCvc?._send({ type: 'brand', brand });
  }
}

class SandboxStripe {
  readonly _key: string;

  constructor(publishableKey: unknown) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw integrationError(
        `Invalid value for Stripe(): apiKey should be a publishable key (pk_...). You specified: ${String(publishableKey)}.`,
      );
    }
    this._key = publishableKey;
  }

  elements(): SandboxElements {
    return new SandboxElements(this);
  }

  createToken(typeOrElement: unknown, data?: unknown): Promise<TokenResult> {
    if (typeOrElement === 'cvc_update') {
      if (!(data instanceof SandboxElement) || data._type !== 'cardCvc') {
        return Promise.reject(integrationError("createToken('cvc_update', element) needs a cardCvc Element."));
      }
      return data._request({ kind: 'cvc_update' });
    }
    if (!(typeOrElement instanceof SandboxElement) || typeOrElement._type !== 'cardNumber') {
      return Promise.reject(
        integrationError(
          "createToken() needs a cardNumber Element (with { exp_month, exp_year, cvc_token, ... }), or 'cvc_update' and a cardCvc Element.",
        ),
      );
    }
    const card: Partial<Record<CardDataKey, string>> = {};
    const given: CardData = data && typeof data === 'object' ? (data as CardData) : {};
    for (const key of Object.keys(given)) {
      const value = given[key];
      if (value === undefined || value === null || value === '') continue;
      if (!isCardDataKey(key)) {
        return Promise.reject(
          integrationError(`Invalid createToken data: ${key}. Supported: ${CARD_DATA_KEYS.join(', ')}.`),
        );
      }
      card[key] = String(value);
    }
    const number = typeOrElement;
    const cvc = number._group._elements.cardCvc;
    // Like Stripe.js with split Elements: the group's CVC field supplies the CVC, unless a
    // cvc_token was given. A number still incomplete answers its own validation error first.
    if (card.cvc_token || !cvc || !cvc._frame || !number._complete) return number._request({ kind: 'card', card });
    return cvc._request({ kind: 'cvc_update' }).then((result) => {
      if ('error' in result) return result;
      card.cvc_token = result.token.id;
      return number._request({ kind: 'card', card });
    });
  }
}

// Callable with or without `new`, as Stripe.js is: a function called with `new` that returns an
// object gives that object (so not an arrow function, which `new` refuses).
const Stripe: StripeFactory = Object.assign(
  function Stripe(publishableKey: unknown) {
    return new SandboxStripe(publishableKey);
  },
  { sandbox: true as const },
);

// A second copy of this script on the page keeps the first one's Stripe (and its elements).
if (!window.Stripe?.sandbox) {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== origin) return;
    const data = event.data;
    if (!isEnvelope(data)) return;
    const element = elementsById.get(data.id);
    if (!element || !element._frame || event.source !== element._frame.contentWindow) return;
    element._receive(data as Envelope<FrameMessage>);
  });
  window.Stripe = Stripe;
}
