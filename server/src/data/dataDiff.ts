import { FIXTURE_FILES } from './fixtureFiles.js';
import { PURCHASE_COSTS_FILE } from './loadFixtures.js';
import type { Fixtures } from './models.js';

// What changed between two valid data sets (npm run data:check): records added,
// removed and changed per file, and each city's figures that moved the most.

type Row = Record<string, unknown>;

/** How a record of each file is told apart from the others: its id, or the fields that make it unique. */
function recordKey(key: keyof Fixtures, record: Row): string {
  if (typeof record.id === 'string') return record.id;
  switch (key) {
    case 'cities':
      return String(record.value);
    case 'priceTrends':
      return `${record.city} ${record.month} ${record.year}`;
    case 'propertyTypeShares':
      return `${record.city} ${record.type}`;
    default:
      return String(record.city);
  }
}

/** A readable name for a record in the report: its name or locality beside its key. */
function recordLabel(key: keyof Fixtures, record: Row): string {
  const id = recordKey(key, record);
  const name = record.name ?? record.locality ?? record.title;
  return typeof name === 'string' && name !== id ? `${id} (${name})` : id;
}

export interface FileChanges {
  file: string;
  added: string[];
  removed: string[];
  changed: string[];
}

export interface FigureMove {
  file: string;
  record: string;
  field: string;
  before: number;
  after: number;
  /** (after - before) / |before|; Infinity when before was 0. */
  change: number;
}

export interface DataDiff {
  files: FileChanges[];
  /** Per city (cities of the new data), its figures that moved, largest relative move first. */
  movesByCity: Map<string, FigureMove[]>;
}

/** Every number in a record with its dotted path (`appreciation.oneYear`, `history.3.price`). */
function numbers(value: unknown, prefix = '', out = new Map<string, number>()): Map<string, number> {
  if (typeof value === 'number') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((item, index) => numbers(item, prefix ? `${prefix}.${index}` : String(index), out));
  else if (value && typeof value === 'object') for (const [field, item] of Object.entries(value)) numbers(item, prefix ? `${prefix}.${field}` : field, out);
  return out;
}

export function diffData(before: Fixtures, after: Fixtures): DataDiff {
  const files: FileChanges[] = [];
  const movesByCity = new Map<string, FigureMove[]>(after.cities.map((city) => [city.value, []]));
  for (const spec of FIXTURE_FILES) {
    const old = new Map((before[spec.key] as Row[]).map((record) => [recordKey(spec.key, record), record]));
    const now = new Map((after[spec.key] as Row[]).map((record) => [recordKey(spec.key, record), record]));
    const changes: FileChanges = { file: spec.file, added: [], removed: [], changed: [] };
    for (const [key, record] of now) {
      const previous = old.get(key);
      if (!previous) {
        changes.added.push(recordLabel(spec.key, record));
        continue;
      }
      if (JSON.stringify(previous) === JSON.stringify(record)) continue;
      changes.changed.push(recordLabel(spec.key, record));
      const city = typeof record.city === 'string' ? record.city : spec.key === 'cities' ? key : undefined;
      const moves = city === undefined ? undefined : movesByCity.get(city);
      if (!moves) continue;
      const oldNumbers = numbers(previous);
      for (const [field, value] of numbers(record)) {
        const was = oldNumbers.get(field);
        if (was === undefined || was === value) continue;
        moves.push({ file: spec.file, record: recordLabel(spec.key, record), field, before: was, after: value, change: was === 0 ? Infinity : (value - was) / Math.abs(was) });
      }
    }
    for (const [key, record] of old) if (!now.has(key)) changes.removed.push(recordLabel(spec.key, record));
    files.push(changes);
  }
  const rules = JSON.stringify(before.purchaseCosts) === JSON.stringify(after.purchaseCosts);
  files.push({ file: PURCHASE_COSTS_FILE, added: [], removed: [], changed: rules ? [] : ['the rule set'] });
  for (const moves of movesByCity.values()) moves.sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
  return { files, movesByCity };
}

const MAX_NAMED = 5;
const MAX_MOVES = 5;

function named(labels: string[]): string {
  const shown = labels.slice(0, MAX_NAMED).join(', ');
  return labels.length > MAX_NAMED ? `${shown}, …and ${labels.length - MAX_NAMED} more` : shown;
}

function percent(change: number): string {
  if (!Number.isFinite(change)) return 'from 0';
  return `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;
}

/** The report data:check prints: one line per file, then each city's largest moves. */
export function formatDiff(diff: DataDiff): string {
  const lines = ['Records per file (added / removed / changed):'];
  for (const file of diff.files) {
    const parts = [`${file.added.length} added`, `${file.removed.length} removed`, `${file.changed.length} changed`];
    lines.push(`  ${file.file}: ${parts.join(', ')}`);
    if (file.added.length) lines.push(`    added: ${named(file.added)}`);
    if (file.removed.length) lines.push(`    removed: ${named(file.removed)}`);
    if (file.changed.length) lines.push(`    changed: ${named(file.changed)}`);
  }
  lines.push('', `Largest moves in each city's figures (up to ${MAX_MOVES}):`);
  for (const [city, moves] of diff.movesByCity) {
    if (moves.length === 0) {
      lines.push(`  ${city}: no figure changed`);
      continue;
    }
    lines.push(`  ${city}:`);
    for (const move of moves.slice(0, MAX_MOVES)) {
      lines.push(`    ${move.file} ${move.record} ${move.field}: ${move.before} → ${move.after} (${percent(move.change)})`);
    }
  }
  return lines.join('\n');
}
