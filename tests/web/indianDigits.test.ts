import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupIndian } from '../../web/src/shared/indianDigits';

// groupIndian replaces Intl.NumberFormat('en-IN') for speed; it must print exactly what Intl prints.
const formats = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }));
const intl = (value: number, digits: number) => formats[digits].format(value);

describe('groupIndian', () => {
  it('groups the way the spec shows', () => {
    expect(groupIndian(17230)).toBe('17,230');
    expect(groupIndian(1234567)).toBe('12,34,567');
    expect(groupIndian(1234567.891, 2)).toBe('12,34,567.89');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(-1234567)).toBe('-12,34,567');
  });

  it('rounds ties away from zero on the shortest decimal, as Intl does', () => {
    expect(groupIndian(1.005, 2)).toBe('1.01');
    expect(groupIndian(2.5)).toBe('3');
    expect(groupIndian(-2.5)).toBe('-3');
    expect(groupIndian(99999.5)).toBe('1,00,000');
    expect(groupIndian(-0.001)).toBe('-0');
    expect(groupIndian(1.1, 2)).toBe('1.1');
  });

  it('matches Intl on 20,000 generated values', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const mismatches: string[] = [];
    for (let i = 0; i < 20000; i += 1) {
      const scale = 10 ** Math.floor(random() * 16 - 4);
      const sign = random() < 0.2 ? -1 : 1;
      // Every third value is a tie at a random number of decimals.
      const tieDigits = Math.floor(random() * 4);
      const raw = sign * random() * scale;
      const value = i % 3 === 0 ? Number((Math.floor(raw * 10 ** tieDigits) / 10 ** tieDigits + 5 / 10 ** (tieDigits + 1)).toPrecision(12)) : raw;
      for (const digits of [0, 1, 2, 3]) {
        if (groupIndian(value, digits) !== intl(value, digits)) mismatches.push(`${value} (${digits}): ${groupIndian(value, digits)} vs ${intl(value, digits)}`);
      }
    }
    for (const value of [0, -0, NaN, Infinity, -Infinity, 1e21, 1e-7, Number.MAX_SAFE_INTEGER, 0.1 + 0.2]) {
      for (const digits of [0, 2]) if (groupIndian(value, digits) !== intl(value, digits)) mismatches.push(`${value} (${digits})`);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});

describe('the web app', () => {
  // Building an en-IN number formatter loads ICU's locale data: a 130 ms task on a phone
  // when provenanceText.ts built one as it loaded. Numbers go through groupIndian instead,
  // dates through shared/dates.ts.
  it('builds no Intl number or date formatter outside indianDigits.ts', () => {
    const files = (readdirSync('web/src', { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !file.startsWith('generated'));
    const offenders = files.filter((file) => !file.endsWith('indianDigits.ts') && /new Intl\.(NumberFormat|DateTimeFormat)|\.toLocale(Date|Time)?String\(/.test(readFileSync(path.join('web/src', file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
