// Drives the sandbox's 3-D Secure page over plain HTTP, as a browser would: for API tests that
// get a requires_action intent and must authenticate it (or fail to) without a browser.

/**
 * Opens next_action.redirect_to_url.url, presses Complete or Fail, and returns the URL the
 * browser is redirected to (the intent's return_url with payment_intent / setup_intent,
 * its client secret and redirect_status), or null when the intent has no return_url.
 */
export async function passChallenge(challengeUrl: string, outcome: 'complete' | 'fail'): Promise<URL | null> {
  const url = new URL(challengeUrl);
  const page = await fetch(url);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`3-D Secure page answered ${page.status}: ${html.slice(0, 300)}`);
  const clientSecret = /name="client_secret" value="([^"]*)"/.exec(html)?.[1];
  if (clientSecret === undefined) throw new Error('3-D Secure page has no form');
  const answer = await fetch(url.origin + url.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, outcome }),
    redirect: 'manual',
  });
  if (answer.status === 303) return new URL(answer.headers.get('location')!);
  const text = await answer.text();
  if (answer.status === 200) return null;
  throw new Error(`3-D Secure page answered ${answer.status}: ${text.slice(0, 300)}`);
}
