import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_DIR } from '../../server/src/paths.js';
import { executeGraphQL } from '../support/graphqlExecutor.js';
import { brokenCopy, fixtureFailure, removeBrokenCopies } from './support/brokenFixtures.js';
import { readFixture } from './support/fixtureFiles.js';

// Issue 24: every developer's RERA-style delivery record (sample data), its consistency
// rules, and the rating computed from it by the formula on /methodology#developer-rating.

type Record = {
  id: string;
  city: string;
  projectsCompleted: number;
  ongoingProjects: number;
  deliveryRecord: { delivered: number; onTime: number; delayed: number; delayMonths: number[]; underConstruction: number; complaints: number; reraPortal: string };
  propertyIds: string[];
};

const developers = readFixture('property-developers.json') as Record[];

/** The formula, written out again: 5 × (0.6 × on-time share + 0.2 × delay term + 0.2 × complaints term), to one decimal. */
function expectedRating(record: Record['deliveryRecord']): number {
  const onTimeShare = record.onTime / record.delivered;
  const averageDelay = record.delayMonths.length ? record.delayMonths.reduce((a, b) => a + b, 0) / record.delayMonths.length : 0;
  const perProject = record.complaints / (record.delivered + record.underConstruction);
  return Math.round(5 * (0.6 * onTimeShare + 0.2 * (1 - Math.min(averageDelay, 24) / 24) + 0.2 * (1 - Math.min(perProject, 2) / 2)) * 10) / 10;
}

afterEach(removeBrokenCopies);

describe('developer delivery records', () => {
  it('has a record for every developer naming the RERA portal to verify it', () => {
    expect(developers).toHaveLength(22);
    for (const developer of developers) {
      expect(developer.deliveryRecord.reraPortal).toMatch(/RERA/);
      expect(developer.deliveryRecord.onTime + developer.deliveryRecord.delayed).toBe(developer.deliveryRecord.delivered);
    }
  });

  it('answers, for every developer, the rating and on-time share recomputed from its record', async () => {
    const result = await executeGraphQL({
      query: '{ propertyDevelopers { id rating onTimeSharePercent averageDelayMonths complaintsPerProject deliveryRecord { delivered onTime delayed delayMonths underConstruction complaints reraPortal } } }',
    });
    const answered = (result.data as { propertyDevelopers: Array<{ id: string; rating: number; onTimeSharePercent: number; deliveryRecord: Record['deliveryRecord'] }> }).propertyDevelopers;
    expect(answered.map((developer) => developer.id).sort()).toEqual(developers.map((developer) => developer.id).sort());
    for (const developer of developers) {
      const shown = answered.find((candidate) => candidate.id === developer.id)!;
      expect(shown.deliveryRecord).toEqual(developer.deliveryRecord);
      expect(shown.rating, `developer ${developer.id}`).toBe(expectedRating(developer.deliveryRecord));
      expect(shown.onTimeSharePercent).toBe(Math.round((developer.deliveryRecord.onTime / developer.deliveryRecord.delivered) * 1000) / 10);
    }
  });

  // Worked by hand: 5 × (0.6 × 22/42 + 0.2 × (1 − 10.2/24) + 0.2 × (1 − 0.52/2)) = 5 × (0.3143 + 0.115 + 0.148) = 2.89.
  it('gives Lodha (5001) a rating of 2.9 from 22 of 42 projects on time', async () => {
    const result = await executeGraphQL({ query: '{ propertyDeveloper(id: "5001") { rating onTimeSharePercent averageDelayMonths complaintsPerProject } }' });
    expect(result.data).toEqual({ propertyDeveloper: { rating: 2.9, onTimeSharePercent: 52.4, averageDelayMonths: 10.2, complaintsPerProject: 0.52 } });
  });

  it("gives a home whose developer is named that developer's recomputed rating as its builder rating, with the rating's word", async () => {
    const result = await executeGraphQL({ query: '{ properties { id builderRating builderRatingLabel developer { id } } }' });
    const homes = (result.data as { properties: { id: string; builderRating: number; builderRatingLabel: string; developer: { id: string } | null }[] }).properties;
    const byId = new Map(developers.map((developer) => [developer.id, developer]));
    const named = homes.filter((home) => home.developer !== null);
    expect(named).toHaveLength(25);
    for (const home of named) expect(home.builderRating, `home ${home.id}`).toBe(expectedRating(byId.get(home.developer!.id)!.deliveryRecord));
    // Lodha (5001) builds home 107: 2.9, as on its developer page.
    expect(homes.find((home) => home.id === '107')).toMatchObject({ builderRating: 2.9, builderRatingLabel: 'Below Average' });
    const word = (rating: number) => (rating >= 4.5 ? 'Excellent' : rating >= 4 ? 'Very Good' : rating >= 3.5 ? 'Good' : rating >= 3 ? 'Average' : 'Below Average');
    for (const home of homes) expect(home.builderRatingLabel, `home ${home.id}`).toBe(word(home.builderRating));
  });

  it("gives an under-construction property its developer's on-time share, and a ready one none", async () => {
    const result = await executeGraphQL({ query: '{ a: property(id: "107") { completionDate developer { id name onTimeSharePercent } } b: property(id: "101") { developer { id } } }' });
    expect(result.data).toEqual({ a: { completionDate: expect.any(String), developer: { id: '5001', name: 'Lodha', onTimeSharePercent: 52.4 } }, b: { developer: null } });
  });

  it('is made by the committed script, which re-runs to an identical file', () => {
    const file = path.join(FIXTURE_DIR, 'property-developers.json');
    const before = readFileSync(file, 'utf8');
    execFileSync(process.execPath, ['--import', 'tsx', 'server/scripts/generate-delivery-records.ts'], { stdio: 'pipe' });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it.each<[string, (records: any[]) => void, string]>([
    ['on time and delayed not adding up', (r) => (r[0].deliveryRecord.onTime += 1), 'property-developers.json[0].deliveryRecord: onTime (23) + delayed (20) must equal delivered (42)'],
    ['a delay missing', (r) => r[0].deliveryRecord.delayMonths.pop(), 'property-developers.json[0].deliveryRecord: delayMonths must list one delay per delayed project (20), found 19'],
    ['delivered unlike projectsCompleted', (r) => (r[1].projectsCompleted = 99), 'property-developers.json[1].deliveryRecord: delivered (28) must equal projectsCompleted (99)'],
    ['a stored rating', (r) => (r[0].rating = 4.5), 'property-developers.json[0].rating: computed by the server, must not be in the fixture'],
    ['a property of another city', (r) => r[0].propertyIds.push('201'), 'property-developers.json[0].propertyIds: property 201 is in'],
  ])('rejects %s at start-up', (_, edit, message) => {
    expect(fixtureFailure(brokenCopy('property-developers.json', edit))).toContain(message);
  });
});
