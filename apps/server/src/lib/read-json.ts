/**
 * A response body as JSON: null when the body is empty, and `invalid(text)` (null unless told)
 * when it is not JSON, such as a proxy's HTML error page. The body is read once, as text, so
 * what was not JSON can still be reported.
 */
export async function readJsonBody(
  response: Response,
  invalid: (text: string) => unknown = () => null,
): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return invalid(text);
  }
}
