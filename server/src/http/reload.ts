import type { DataStore } from '../data/DataStore.js';
import type { LiveData } from '../data/liveData.js';
import type { Logger } from './logger.js';
import { dataLoadedAt, dataReloads } from './metrics.js';

// A data reload (SIGHUP, or POST /admin/reload on the metrics port): the new data is
// read and validated beside the old (every start-up rule), everything built from it is
// built, and only then is it swapped in (LiveData.replace), dropping every cache keyed
// to the old data. Invalid data is refused with the reason logged; the old data keeps
// serving. The files are read without blocking and the work gives way to requests
// between steps (loadFixturesAsync, LiveData.replaceStepwise), so requests keep being
// answered, on the old data, while a reload runs; the longest step (indexing the new data)
// holds the event loop for some tens of milliseconds. Reloads run one at a time (queueReloads);
// with WEB_CONCURRENCY > 1 the primary reloads one worker at a time.

export interface ReloadOutcome {
  ok: boolean;
  /** 'reloaded', or the reason the new data was refused. */
  message: string;
  durationMs: number;
}

/** Lets the event loop answer what is waiting (I/O, requests) before the next step. */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function reloadData(live: LiveData, load: () => DataStore | Promise<DataStore>, logger: Logger): Promise<ReloadOutcome> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const next = await load();
    await giveWay();
    await live.replaceStepwise(next, giveWay);
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

/** `reload`, one run at a time: a reload asked for while one runs starts when it ends (and reads the files then). */
export function queueReloads(reload: () => Promise<ReloadOutcome>): () => Promise<ReloadOutcome> {
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const run = last.then(reload, reload);
    last = run;
    return run;
  };
}
