import type { DataStore } from '../data/DataStore.js';
import type { LiveData } from '../data/liveData.js';
import type { Logger } from './logger.js';
import { dataLoadedAt, dataReloads } from './metrics.js';

// A data reload (SIGHUP, or POST /admin/reload on the metrics port): the new data is
// read and validated beside the old (every start-up rule), everything built from it is
// built, and only then is it swapped in (LiveData.replace), dropping every cache keyed
// to the old data. Invalid data is refused with the reason logged; the old data keeps
// serving. Loading is synchronous (as at start-up): this process answers nothing for
// those few hundred milliseconds, and its requests wait rather than fail; with
// WEB_CONCURRENCY > 1 the primary reloads one worker at a time.

export interface ReloadOutcome {
  ok: boolean;
  /** 'reloaded', or the reason the new data was refused. */
  message: string;
  durationMs: number;
}

export function reloadData(live: LiveData, load: () => DataStore, logger: Logger): ReloadOutcome {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    live.replace(load());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    dataReloads.inc({ result: 'refused' });
    logger.error({ reason, durationMs: durationMs() }, `data reload refused; still serving the previous data: ${reason}`);
    return { ok: false, message: reason, durationMs: durationMs() };
  }
  dataReloads.inc({ result: 'reloaded' });
  dataLoadedAt.set(live.loadedAt / 1000);
  logger.info({ durationMs: durationMs() }, 'data reloaded');
  return { ok: true, message: 'reloaded', durationMs: durationMs() };
}
