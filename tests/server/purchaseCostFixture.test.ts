import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FixtureError } from '../../server/src/data/errors.js';
import { loadFixtures } from '../../server/src/data/loadFixtures.js';
import { FIXTURE_DIR } from '../../server/src/paths.js';

// purchase-costs.json is checked at start-up like every fixture: a bad rule stops the
// server with a message naming the file and the record.

const FILE = 'purchase-costs.json';
type Json = Record<string, any>;

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function failureAfter(edit: (rules: Json) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-costs-'));
  copies.push(dir);
  cpSync(FIXTURE_DIR, dir, { recursive: true });
  const rules = JSON.parse(readFileSync(path.join(dir, FILE), 'utf8')) as Json;
  edit(rules);
  writeFileSync(path.join(dir, FILE), JSON.stringify(rules));
  try {
    loadFixtures(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(FixtureError);
    return (error as Error).message;
  }
  throw new Error('loadFixtures accepted a broken purchase-costs.json');
}

describe('purchase-costs.json validation', () => {
  it('accepts the real rules', () => {
    expect(loadFixtures().purchaseCosts.regions).toHaveLength(9);
  });

  it('names a source for every rule and every band with a rate', () => {
    const rules = JSON.parse(readFileSync(path.join(FIXTURE_DIR, FILE), 'utf8')) as Json;
    const unsourced: string[] = [];
    const named = (source: Json | undefined) => typeof source?.name === 'string' && source.name.length > 0 && typeof source.citation === 'string' && source.citation.length > 0;
    if (!named(rules.gst.source)) unsourced.push('gst');
    rules.regions.forEach((region: Json) => {
      for (const component of region.components) {
        const at = `${region.city}/${region.area ?? ''}/${component.id}`;
        if (!named(component.source)) unsourced.push(at);
        for (const variant of component.variants) {
          if (variant.basis.type !== 'slabs') continue;
          variant.basis.slabs.forEach((slab: Json, i: number) => {
            if (!slab.notModelled && !named(slab.source)) unsourced.push(`${at} band ${i}`);
          });
        }
      }
    });
    expect(unsourced).toEqual([]);
  });

  it('keeps only the Gurugram registration bands the cited sources give', () => {
    const gurugram = loadFixtures().purchaseCosts.regions.find((region) => region.area === 'Gurugram')!;
    const basis = gurugram.components.find((component) => component.id === 'registration')!.variants[0].basis;
    expect(basis.type === 'slabs' && basis.slabs.map((slab) => [slab.upTo, slab.amount ?? 'not modelled'])).toEqual([
      [4_000_000, 'not modelled'],
      [5_000_000, 25_000],
      [6_000_000, 30_000],
      [9_000_000, 'not modelled'],
      [null, 50_000],
    ]);
  });

  it.each<[string, (rules: Json) => void, string]>([
    ['a percent that is text', (r) => (r.regions[0].components[0].variants[1].basis.percent = '5%'), `${FILE}: regions[0].components[0].variants[1].basis.percent:`],
    ['an unknown basis type', (r) => (r.regions[1].components[0].variants[0].basis = { type: 'guess' }), `${FILE}: regions[1].components[0].variants[0].basis.type:`],
    ['an unknown buyer profile', (r) => (r.regions[0].components[0].variants[0].when.buyers = ['CHILD']), `${FILE}: regions[0].components[0].variants[0].when.buyers[0]:`],
    ['an unknown field', (r) => (r.regions[0].components[0].rate = 5), `${FILE}: regions[0].components[0]: Unrecognized key: "rate"`],
    ['a bad effective date', (r) => (r.regions[0].components[1].variants[0].effectiveFrom = '1 Apr 2022'), `${FILE}: regions[0].components[1].variants[0].effectiveFrom: must be an ISO date YYYY-MM-DD`],
    ['an unknown Delhi NCR area', (r) => (r.regions[3].area = 'Faridabad'), `${FILE}: regions[3].area:`],
    ['an unknown city', (r) => (r.regions[0].city = 'Atlantis'), `${FILE}: regions[0].city: "Atlantis" is not in cities.json`],
    ['a missing city', (r) => r.regions.splice(8, 1), `${FILE}: no rules for Kochi`],
    ['a missing Delhi NCR area', (r) => r.regions.splice(4, 1), `${FILE}: no rules for Delhi NCR area "Gurugram"`],
    ['slabs out of order', (r) => (r.regions[2].components[0].variants[0].basis.slabs[1].upTo = 1000), `${FILE}: regions[2].components[0].variants[0].basis.slabs: upTo must rise`],
    ['a closed last slab', (r) => (r.regions[2].components[0].variants[0].basis.slabs[2].upTo = 9e9), `${FILE}: regions[2].components[0].variants[0].basis.slabs: the last slab must be open`],
    ['a cess on an unknown component', (r) => (r.regions[2].components[1].variants[0].basis.component = 'duty'), `${FILE}: regions[2].components[1].variants[0].basis.component: "duty" must name an earlier component`],
    ['a repeated component id', (r) => (r.regions[0].components[1].id = 'stamp-duty'), `${FILE}: regions[0].components[1].id: "stamp-duty" is used twice`],
    ['a band with a rate and no source', (r) => delete r.regions[2].components[0].variants[0].basis.slabs[0].source, `${FILE}: regions[2].components[0].variants[0].basis.slabs[0]: a slab with a rate names its source`],
    ['a GST metro city that is unknown', (r) => r.gst.affordable.metroCities.push('Atlantis'), `${FILE}: gst.affordable.metroCities: "Atlantis" is not in cities.json`],
  ])('rejects %s, naming the file and record', (_, edit, message) => {
    expect(failureAfter(edit)).toContain(message);
  });
});
