/**
 * What this tab keeps of a form while the browser visits another site and comes back (the bank's
 * 3-D Secure page, the marketplace's consent page): sessionStorage, so it stays in this tab and
 * ends with it. Only what the seller typed into our own fields; never card numbers or tokens.
 */
export const TAB_MEMORY_KEYS = {
  subscribeForm: 'stowline.subscribeForm',
  addCardForm: 'stowline.addCardForm',
  connectStoreName: 'stowline.connectStoreName',
} as const;
type TabMemoryKey = (typeof TAB_MEMORY_KEYS)[keyof typeof TAB_MEMORY_KEYS];

export function rememberInTab(key: TabMemoryKey, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be unavailable (private mode): the form then starts empty, as before.
  }
}

/** The remembered value, or undefined; the caller checks its shape (it came from storage). */
export function recallFromTab(key: TabMemoryKey): unknown {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function forgetInTab(...keys: TabMemoryKey[]): void {
  try {
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
