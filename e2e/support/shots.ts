import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Screenshots are for a person to look at, never for a journey to pass, so they are taken only
 * when E2E_SHOTS_DIR names a folder (`E2E_SHOTS_DIR=/tmp/e2e-shots npm run test:e2e`): a plain
 * run spends no time on them.
 */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR || '';
export const shotsWanted = SHOTS_DIR !== '';

/** Saves the current screen, the full page unless told, as <E2E_SHOTS_DIR>/<name>.png. */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shotsWanted) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage, animations: 'disabled' });
}

/** A journey's screenshot helper: each shot named `<prefix>-<name>-<viewport width>`. */
export const shotsNamed =
  (prefix: string, { fullPage = true } = {}) =>
  (page: Page, name: string) =>
    shot(page, `${prefix}-${name}-${page.viewportSize()!.width}`, { fullPage });
