import { existsSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '../src/data/dataDir.js';
import { diffData, formatDiff } from '../src/data/dataDiff.js';
import { FixtureError } from '../src/data/errors.js';
import { loadFixtures } from '../src/data/loadFixtures.js';

// npm run data:check -- [DIR] [--against CURRENT]
// Validates DIR (default: DATA_DIR, else the shipped fixtures) with every rule the server
// checks at start-up, naming file and record, then prints what changed against CURRENT
// (default: the data the server runs on: DATA_DIR, else the shipped fixtures).
// Exit 0 when DIR is valid, 1 when it is not (or an argument is wrong).

function parseArgs(argv: string[]): { dir: string; against: string } {
  let dir: string | undefined;
  let against: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--against') against = argv[++i];
    else if (argv[i].startsWith('--against=')) against = argv[i].slice('--against='.length);
    else if (!dir) dir = argv[i];
    else throw new Error(`Unexpected argument "${argv[i]}". Usage: npm run data:check -- [DIR] [--against CURRENT_DIR]`);
  }
  if (against === '') throw new Error('--against needs a folder');
  return { dir: path.resolve(dir ?? dataDir()), against: path.resolve(against ?? dataDir()) };
}

function main(): number {
  const { dir, against } = parseArgs(process.argv.slice(2));
  if (!existsSync(dir)) {
    console.error(`No data folder at ${dir}`);
    return 1;
  }
  let next;
  try {
    next = loadFixtures(dir);
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error;
    console.error(error.message);
    console.error('\nRefused: the server would not start on this data, and a reload would keep the old data.');
    return 1;
  }
  console.log(`${dir}: valid (every start-up rule passes).`);
  if (path.relative(dir, against) === '') {
    console.log('Compared with itself: nothing to compare (pass --against CURRENT_DIR).');
    return 0;
  }
  let current;
  try {
    current = loadFixtures(against);
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error;
    console.error(`The data to compare against (${against}) is not valid itself:\n${error.message}`);
    return 1;
  }
  console.log(`Changes against ${against}:\n`);
  console.log(formatDiff(diffData(current, next)));
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
