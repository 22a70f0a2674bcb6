import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// schema/*.graphql is the source of truth. common.graphql declares `type Query`,
// the domain files extend it, so it is read first.
import { SCHEMA_DIR } from '../paths.js';

export function loadTypeDefs(schemaDir: string = SCHEMA_DIR): string {
  const files = readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)));
  return files.map((name) => readFileSync(path.join(schemaDir, name), 'utf8')).join('\n');
}
