import {
  SYNC_JOB_LABELS,
  isSyncRunning,
  storeMessages,
  type ErrorCode,
  type SyncJobName,
  type SyncLog,
  type SyncState,
  type UpdateSyncLogBody,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { SyncEngine } from './sync.engine.js';
import type { SyncRepository } from './sync.repository.js';

/** '1 hour', '6 hours', '1 day': the Repeat After column. */
export function describeInterval(seconds: number): string {
  const [size, unit] =
    seconds % 86400 === 0
      ? [seconds / 86400, 'day']
      : seconds % 3600 === 0
        ? [seconds / 3600, 'hour']
        : [Math.round(seconds / 60), 'minute'];
  return `${size} ${unit}${size === 1 ? '' : 's'}`;
}

export function createSyncService(deps: {
  syncRepo: Pick<SyncRepository, 'listLogs' | 'findLog' | 'findDefaultLog'>;
  engine: SyncEngine;
}) {
  const repo = deps.syncRepo;
  return {
    async listLogs(actor: Actor, page: { pageNumber: number; perPage: number }) {
      const { rows, total } = await repo.listLogs(actor.accountId, {
        limit: page.perPage,
        offset: (page.pageNumber - 1) * page.perPage,
      });
      const agendaLogs: SyncLog[] = rows.map((r) => ({
        _id: r.id,
        name: r.name as SyncJobName,
        nameToUse: SYNC_JOB_LABELS[r.name as SyncJobName],
        marketplaceCode: r.code,
        repeatInterval: describeInterval(r.repeatIntervalSeconds),
        state: r.state as SyncState,
        progress: r.progress,
        lastRunAt: r.lastRunAt ? r.lastRunAt.toISOString() : null,
        lastError: r.lastError,
        lastErrorCode: r.lastErrorCode as ErrorCode | null,
      }));
      return { agendaLogs, totalSyncCount: total };
    },

    async resync(actor: Actor, body: UpdateSyncLogBody) {
      const log =
        '_id' in body
          ? await repo.findLog(actor.accountId, body._id)
          : await repo.findDefaultLog(actor.accountId, body.name);
      if (!log) throw new AppError('NOT_FOUND', 'Sync log not found');
      if (isSyncRunning(log.state as SyncState) || !(await deps.engine.resync(actor.accountId, log.id))) {
        throw new AppError('CONFLICT', storeMessages.syncAlreadyRunning);
      }
      return { message: storeMessages.resyncQueued };
    },
  };
}
export type SyncService = ReturnType<typeof createSyncService>;
