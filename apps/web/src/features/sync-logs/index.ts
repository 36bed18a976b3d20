/** The sync-logs feature: what onboarding's Data Syncing step uses of it. */
export { SyncJobList } from './components/sync-job-list';
export { useSyncLogs } from './api/use-sync-logs';
