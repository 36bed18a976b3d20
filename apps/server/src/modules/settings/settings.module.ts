import type { Db } from '../../db/client.js';
import { createSettingsRepository } from './settings.repository.js';
import { createSettingsService } from './settings.service.js';

/** Wires the account's settings: its repository (other modules read the defaults there) and service. */
export function createSettingsModule(deps: { db: Db }) {
  const repo = createSettingsRepository(deps.db);
  return { repo, service: createSettingsService({ settingsRepo: repo }) };
}
