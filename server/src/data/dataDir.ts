import path from 'node:path';
import { FIXTURE_DIR } from '../paths.js';

/**
 * The data folder the server reads: DATA_DIR, else GHARINSIGHT_FIXTURE_DIR (its older
 * name, still honoured), else the shipped fixtures (server/fixtures). Read again on every
 * reload, so DATA_DIR may be a symlink an operator switches to a new folder.
 */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.DATA_DIR?.trim() || env.GHARINSIGHT_FIXTURE_DIR?.trim();
  return configured ? path.resolve(configured) : FIXTURE_DIR;
}
