// The upload reader's worker thread: loads read-worker.ts through tsx, as the server itself
// runs (a worker does not inherit the main thread's module loader on every Node version).
import { register } from 'tsx/esm/api';

register();
await import('./read-worker.ts');
