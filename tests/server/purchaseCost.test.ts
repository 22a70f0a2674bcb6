import { describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { BadInputError } from '../../server/src/data/errors.js';
import type { RawPurchaseCostInput } from '../../server/src/data/purchaseCost/input.js';

// Hand-worked cases of the purchase-cost computation (DATA.md "Purchase costs"), one
// row per city, area, buyer profile and each cap and slab edge at N and just above.
// Amounts are whole rupees, rounded to the nearest rupee line by line. `lines` lists
// every line id with its amount; GST is always the last line.

const data = DataStore.fromFixtureDir();
const L = 1_00_000; // one lakh
const CR = 1_00_00_000; // one crore

interface Case {
  name: string;
  input: RawPurchaseCostInput;
  lines: Record<string, number>;
  total: number;
  dutyRatePercent?: number;
  rates?: Record<string, string>;
}

const ready = { status: 'READY_TO_MOVE' } as const;
const NCR = 'Delhi NCR';
const NOIDA = 'Noida/Greater Noida/Ghaziabad';

const CASES: Case[] = [
  // Mumbai: 5% duty + 1% metro cess (woman 4% + 1%), registration 1% capped at ₹30,000.
  { name: 'Mumbai, man, ₹1 Cr', input: { city: 'Mumbai', price: CR, ...ready, buyer: 'MAN' }, lines: { 'stamp-duty': 5 * L, 'metro-cess': L, registration: 30_000, gst: 0 }, total: 6_30_000, dutyRatePercent: 6, rates: { registration: '1%, at most ₹30,000', gst: 'Nil (ready to move)' } },
  { name: 'Mumbai, woman, ₹1 Cr', input: { city: 'Mumbai', price: CR, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 4 * L, 'metro-cess': L, registration: 30_000, gst: 0 }, total: 5_30_000, dutyRatePercent: 5, rates: { 'stamp-duty': '4%' } },
  { name: 'Mumbai, joint, ₹1 Cr', input: { city: 'Mumbai', price: CR, ...ready, buyer: 'JOINT' }, lines: { 'stamp-duty': 5 * L, 'metro-cess': L, registration: 30_000, gst: 0 }, total: 6_30_000, dutyRatePercent: 6 },
  { name: 'Mumbai registration below the cap (₹29 lakh)', input: { city: 'Mumbai', price: 29 * L, ...ready }, lines: { 'stamp-duty': 1_45_000, 'metro-cess': 29_000, registration: 29_000, gst: 0 }, total: 2_03_000 },
  { name: 'Mumbai registration at the cap (₹30 lakh)', input: { city: 'Mumbai', price: 30 * L, ...ready }, lines: { 'stamp-duty': 1_50_000, 'metro-cess': 30_000, registration: 30_000, gst: 0 }, total: 2_10_000 },
  // ₹100 over: 1% would be ₹30,001, the cap holds it at ₹30,000 (a single rupee over rounds to the cap anyway).
  { name: 'Mumbai registration just above the cap (₹30,00,100)', input: { city: 'Mumbai', price: 30_00_100, ...ready }, lines: { 'stamp-duty': 1_50_005, 'metro-cess': 30_001, registration: 30_000, gst: 0 }, total: 2_10_006 },
  { name: 'Mumbai, duty on the higher reference value, GST on the price', input: { city: 'Mumbai', price: CR, referenceValue: 1.2 * CR, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 80 }, lines: { 'stamp-duty': 6 * L, 'metro-cess': 1.2 * L, registration: 30_000, gst: 5 * L }, total: 12_50_000, rates: { gst: '5% (under construction)' } },

  // Pune: 5% duty + 1% local body surcharge + 1% metro cess (woman 4% duty), registration as Mumbai.
  { name: 'Pune, man, ₹1 Cr', input: { city: 'Pune', price: CR, ...ready, buyer: 'MAN' }, lines: { 'stamp-duty': 5 * L, 'local-body-surcharge': L, 'metro-cess': L, registration: 30_000, gst: 0 }, total: 7_30_000, dutyRatePercent: 7 },
  { name: 'Pune, woman, ₹1 Cr', input: { city: 'Pune', price: CR, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 4 * L, 'local-body-surcharge': L, 'metro-cess': L, registration: 30_000, gst: 0 }, total: 6_30_000, dutyRatePercent: 6 },
  { name: 'Pune, joint, ₹1 Cr (no joint rebate)', input: { city: 'Pune', price: CR, ...ready, buyer: 'JOINT' }, lines: { 'stamp-duty': 5 * L, 'local-body-surcharge': L, 'metro-cess': L, registration: 30_000, gst: 0 }, total: 7_30_000, dutyRatePercent: 7 },
  { name: 'Pune, under construction, ₹40 lakh, 55 m²: 1% GST', input: { city: 'Pune', price: 40 * L, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 55 }, lines: { 'stamp-duty': 2 * L, 'local-body-surcharge': 40_000, 'metro-cess': 40_000, registration: 30_000, gst: 40_000 }, total: 3_50_000, rates: { gst: '1% (affordable: up to ₹45 lakh and 90 m² carpet)' } },
  // GST affordable limits outside the metro list (Pune): value ₹45 lakh and 90 m².
  { name: 'GST Pune at ₹45 lakh and 90 m²: 1%', input: { city: 'Pune', price: 45 * L, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 90 }, lines: { 'stamp-duty': 2_25_000, 'local-body-surcharge': 45_000, 'metro-cess': 45_000, registration: 30_000, gst: 45_000 }, total: 3_90_000 },
  { name: 'GST Pune at ₹45,00,001: 5%', input: { city: 'Pune', price: 45_00_001, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 90 }, lines: { 'stamp-duty': 2_25_000, 'local-body-surcharge': 45_000, 'metro-cess': 45_000, registration: 30_000, gst: 2_25_000 }, total: 5_70_000 },
  { name: 'GST Pune at 91 m²: 5%', input: { city: 'Pune', price: 45 * L, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 91 }, lines: { 'stamp-duty': 2_25_000, 'local-body-surcharge': 45_000, 'metro-cess': 45_000, registration: 30_000, gst: 2_25_000 }, total: 5_70_000 },
  { name: 'GST Kochi at 90 m²: 1% (not a metro)', input: { city: 'Kochi', price: 45 * L, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 90 }, lines: { 'stamp-duty': 3_60_000, registration: 90_000, gst: 45_000 }, total: 4_95_000 },
  // GST in the metro list (Mumbai): 60 m².
  { name: 'GST Mumbai at 60 m²: 1%', input: { city: 'Mumbai', price: 45 * L, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 60 }, lines: { 'stamp-duty': 2_25_000, 'metro-cess': 45_000, registration: 30_000, gst: 45_000 }, total: 3_45_000, rates: { gst: '1% (affordable: up to ₹45 lakh and 60 m² carpet)' } },
  { name: 'GST Mumbai at 61 m²: 5%', input: { city: 'Mumbai', price: 45 * L, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 61 }, lines: { 'stamp-duty': 2_25_000, 'metro-cess': 45_000, registration: 30_000, gst: 2_25_000 }, total: 5_25_000 },
  { name: 'GST Mumbai at ₹45,00,001 and 60 m²: 5%', input: { city: 'Mumbai', price: 45_00_001, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 60 }, lines: { 'stamp-duty': 2_25_000, 'metro-cess': 45_000, registration: 30_000, gst: 2_25_000 }, total: 5_25_000 },

  // Bengaluru: 5% resale; first sale 2% to ₹20 lakh, 3% to ₹45 lakh, 5% above; cess 10% and surcharge 2% of the duty; registration 2%.
  { name: 'Bengaluru, man, resale ₹1 Cr', input: { city: 'Bengaluru', price: CR, ...ready, buyer: 'MAN' }, lines: { 'stamp-duty': 5 * L, cess: 50_000, surcharge: 10_000, registration: 2 * L, gst: 0 }, total: 7_60_000, dutyRatePercent: 5.6, rates: { registration: '2%', cess: '10% of the stamp duty' } },
  { name: 'Bengaluru, woman, resale ₹1 Cr (no concession)', input: { city: 'Bengaluru', price: CR, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 5 * L, cess: 50_000, surcharge: 10_000, registration: 2 * L, gst: 0 }, total: 7_60_000 },
  { name: 'Bengaluru, joint, resale ₹1 Cr', input: { city: 'Bengaluru', price: CR, ...ready, buyer: 'JOINT' }, lines: { 'stamp-duty': 5 * L, cess: 50_000, surcharge: 10_000, registration: 2 * L, gst: 0 }, total: 7_60_000 },
  { name: 'Bengaluru, resale ₹20 lakh: 5% (slabs are for first sales)', input: { city: 'Bengaluru', price: 20 * L, ...ready }, lines: { 'stamp-duty': L, cess: 10_000, surcharge: 2_000, registration: 40_000, gst: 0 }, total: 1_52_000 },
  { name: 'Bengaluru first sale at ₹20 lakh: 2%', input: { city: 'Bengaluru', price: 20 * L, ...ready, firstSale: true }, lines: { 'stamp-duty': 40_000, cess: 4_000, surcharge: 800, registration: 40_000, gst: 0 }, total: 84_800, rates: { 'stamp-duty': '2% (value up to ₹20 lakh)' } },
  { name: 'Bengaluru first sale at ₹20,00,001: 3%', input: { city: 'Bengaluru', price: 20_00_001, ...ready, firstSale: true }, lines: { 'stamp-duty': 60_000, cess: 6_000, surcharge: 1_200, registration: 40_000, gst: 0 }, total: 1_07_200, rates: { 'stamp-duty': '3% (value above ₹20 lakh up to ₹45 lakh)' } },
  { name: 'Bengaluru first sale at ₹45 lakh: 3%', input: { city: 'Bengaluru', price: 45 * L, ...ready, firstSale: true }, lines: { 'stamp-duty': 1_35_000, cess: 13_500, surcharge: 2_700, registration: 90_000, gst: 0 }, total: 2_41_200 },
  { name: 'Bengaluru first sale at ₹45,00,001: 5%', input: { city: 'Bengaluru', price: 45_00_001, ...ready, firstSale: true }, lines: { 'stamp-duty': 2_25_000, cess: 22_500, surcharge: 4_500, registration: 90_000, gst: 0 }, total: 3_42_000, rates: { 'stamp-duty': '5% (value above ₹45 lakh)' } },
  { name: 'Bengaluru under construction ₹40 lakh, 60 m²: first sale by default, 1% GST', input: { city: 'Bengaluru', price: 40 * L, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 60 }, lines: { 'stamp-duty': 1_20_000, cess: 12_000, surcharge: 2_400, registration: 80_000, gst: 40_000 }, total: 2_54_400 },

  // Delhi (MCD): 6 / 4 / 5% duty, 1% transfer duty above ₹25 lakh, registration 1% + ₹100 pasting fee.
  { name: 'Delhi, man, ₹1 Cr', input: { city: NCR, area: 'Delhi', price: CR, ...ready, buyer: 'MAN' }, lines: { 'stamp-duty': 6 * L, 'transfer-duty': L, registration: L, 'pasting-fee': 100, gst: 0 }, total: 8_00_100, dutyRatePercent: 7 },
  { name: 'Delhi, woman, ₹1 Cr', input: { city: NCR, area: 'Delhi', price: CR, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 4 * L, 'transfer-duty': L, registration: L, 'pasting-fee': 100, gst: 0 }, total: 6_00_100, dutyRatePercent: 5 },
  { name: 'Delhi, joint, ₹1 Cr', input: { city: NCR, area: 'Delhi', price: CR, ...ready, buyer: 'JOINT' }, lines: { 'stamp-duty': 5 * L, 'transfer-duty': L, registration: L, 'pasting-fee': 100, gst: 0 }, total: 7_00_100, dutyRatePercent: 6 },
  { name: 'Delhi at ₹25 lakh: no transfer duty', input: { city: NCR, area: 'Delhi', price: 25 * L, ...ready }, lines: { 'stamp-duty': 1_50_000, registration: 25_000, 'pasting-fee': 100, gst: 0 }, total: 1_75_100 },
  { name: 'Delhi at ₹25,00,001: 1% transfer duty', input: { city: NCR, area: 'Delhi', price: 25_00_001, ...ready }, lines: { 'stamp-duty': 1_50_000, 'transfer-duty': 25_000, registration: 25_000, 'pasting-fee': 100, gst: 0 }, total: 2_00_100 },

  // Gurugram: 7 / 5 / 6% duty, registration a fee by value band.
  { name: 'Gurugram, man, ₹1 Cr', input: { city: NCR, area: 'Gurugram', price: CR, ...ready, buyer: 'MAN' }, lines: { 'stamp-duty': 7 * L, registration: 50_000, gst: 0 }, total: 7_50_000, dutyRatePercent: 7 },
  { name: 'Gurugram, woman, ₹1 Cr', input: { city: NCR, area: 'Gurugram', price: CR, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 5 * L, registration: 50_000, gst: 0 }, total: 5_50_000 },
  { name: 'Gurugram, joint, ₹1 Cr', input: { city: NCR, area: 'Gurugram', price: CR, ...ready, buyer: 'JOINT' }, lines: { 'stamp-duty': 6 * L, registration: 50_000, gst: 0 }, total: 6_50_000 },
  { name: 'Gurugram fee at ₹50 lakh: ₹25,000', input: { city: NCR, area: 'Gurugram', price: 50 * L, ...ready }, lines: { 'stamp-duty': 3_50_000, registration: 25_000, gst: 0 }, total: 3_75_000, rates: { registration: '₹25,000 (value above ₹40 lakh up to ₹50 lakh)' } },
  { name: 'Gurugram fee at ₹50,00,001: ₹30,000', input: { city: NCR, area: 'Gurugram', price: 50_00_001, ...ready }, lines: { 'stamp-duty': 3_50_000, registration: 30_000, gst: 0 }, total: 3_80_000 },
  { name: 'Gurugram fee at ₹60 lakh: ₹30,000', input: { city: NCR, area: 'Gurugram', price: 60 * L, ...ready }, lines: { 'stamp-duty': 4_20_000, registration: 30_000, gst: 0 }, total: 4_50_000, rates: { registration: '₹30,000 (value above ₹50 lakh up to ₹60 lakh)' } },
  { name: 'Gurugram at ₹90 lakh: fee not modelled', input: { city: NCR, area: 'Gurugram', price: 90 * L, ...ready }, lines: { 'stamp-duty': 6_30_000, gst: 0 }, total: 6_30_000 },
  { name: 'Gurugram at ₹40 lakh: fee not modelled', input: { city: NCR, area: 'Gurugram', price: 40 * L, ...ready }, lines: { 'stamp-duty': 2_80_000, gst: 0 }, total: 2_80_000 },
  { name: 'Gurugram at ₹40,00,001: ₹25,000', input: { city: NCR, area: 'Gurugram', price: 40_00_001, ...ready }, lines: { 'stamp-duty': 2_80_000, registration: 25_000, gst: 0 }, total: 3_05_000 },
  { name: 'Gurugram fee at ₹90,00,001: ₹50,000', input: { city: NCR, area: 'Gurugram', price: 90_00_001, ...ready }, lines: { 'stamp-duty': 6_30_000, registration: 50_000, gst: 0 }, total: 6_80_000, rates: { registration: '₹50,000 (value above ₹90 lakh)' } },

  // Noida, Greater Noida, Ghaziabad: 7% duty; a woman gets 1% off, at most ₹1 lakh; registration 1%, no cap.
  { name: 'Noida, man, ₹1 Cr', input: { city: NCR, area: NOIDA, price: CR, ...ready, buyer: 'MAN' }, lines: { 'stamp-duty': 7 * L, registration: L, gst: 0 }, total: 8 * L, dutyRatePercent: 7 },
  { name: 'Noida, joint, ₹1 Cr: no rebate', input: { city: NCR, area: NOIDA, price: CR, ...ready, buyer: 'JOINT' }, lines: { 'stamp-duty': 7 * L, registration: L, gst: 0 }, total: 8 * L },
  { name: 'Noida, woman, ₹50 lakh: 1% rebate', input: { city: NCR, area: NOIDA, price: 50 * L, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 3_50_000, 'women-rebate': -50_000, registration: 50_000, gst: 0 }, total: 3_50_000, dutyRatePercent: 6 },
  { name: 'Noida, woman, ₹1 Cr: rebate at its ₹1 lakh cap', input: { city: NCR, area: NOIDA, price: CR, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 7 * L, 'women-rebate': -L, registration: L, gst: 0 }, total: 7 * L, rates: { 'women-rebate': '1% rebate, at most ₹1 lakh' } },
  { name: 'Noida, woman, ₹1,00,00,100: rebate held at ₹1 lakh', input: { city: NCR, area: NOIDA, price: CR + 100, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 7_00_007, 'women-rebate': -L, registration: 1_00_001, gst: 0 }, total: 7_00_008 },

  // Hyderabad: 5.5% duty + 1.5% transfer duty + 0.5% registration for everyone.
  { name: 'Hyderabad, man, ₹1 Cr', input: { city: 'Hyderabad', price: CR, ...ready, buyer: 'MAN' }, lines: { 'stamp-duty': 5.5 * L, 'transfer-duty': 1.5 * L, registration: 50_000, gst: 0 }, total: 7.5 * L, dutyRatePercent: 7 },
  { name: 'Hyderabad, woman, ₹1 Cr', input: { city: 'Hyderabad', price: CR, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 5.5 * L, 'transfer-duty': 1.5 * L, registration: 50_000, gst: 0 }, total: 7.5 * L },
  { name: 'Hyderabad, joint, under construction ₹2 Cr', input: { city: 'Hyderabad', price: 2 * CR, status: 'UNDER_CONSTRUCTION', buyer: 'JOINT' }, lines: { 'stamp-duty': 11 * L, 'transfer-duty': 3 * L, registration: L, gst: 10 * L }, total: 25 * L },

  // Chennai: 7% resale; a new flat's first sale 4% below ₹50 lakh, 5% to ₹3 Cr, 7% above; registration 2%, women 1% up to ₹10 lakh.
  { name: 'Chennai, man, resale ₹1 Cr', input: { city: 'Chennai', price: CR, ...ready, buyer: 'MAN' }, lines: { 'stamp-duty': 7 * L, registration: 2 * L, gst: 0 }, total: 9 * L },
  { name: 'Chennai, woman, resale ₹1 Cr', input: { city: 'Chennai', price: CR, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 7 * L, registration: 2 * L, gst: 0 }, total: 9 * L },
  { name: 'Chennai, joint, resale ₹1 Cr', input: { city: 'Chennai', price: CR, ...ready, buyer: 'JOINT' }, lines: { 'stamp-duty': 7 * L, registration: 2 * L, gst: 0 }, total: 9 * L },
  { name: 'Chennai first sale at ₹49,99,999: 4%', input: { city: 'Chennai', price: 49_99_999, ...ready, firstSale: true }, lines: { 'stamp-duty': 2 * L, registration: L, gst: 0 }, total: 3 * L, rates: { 'stamp-duty': '4% (value below ₹50 lakh)' } },
  { name: 'Chennai first sale at ₹50 lakh: 5%', input: { city: 'Chennai', price: 50 * L, ...ready, firstSale: true }, lines: { 'stamp-duty': 2.5 * L, registration: L, gst: 0 }, total: 3.5 * L, rates: { 'stamp-duty': '5% (value from ₹50 lakh up to ₹3 Cr)' } },
  { name: 'Chennai first sale at ₹3 Cr: 5%', input: { city: 'Chennai', price: 3 * CR, ...ready, firstSale: true }, lines: { 'stamp-duty': 15 * L, registration: 6 * L, gst: 0 }, total: 21 * L },
  { name: 'Chennai first sale at ₹3,00,00,001: 7%', input: { city: 'Chennai', price: 3 * CR + 1, ...ready, firstSale: true }, lines: { 'stamp-duty': 21 * L, registration: 6 * L, gst: 0 }, total: 27 * L, rates: { 'stamp-duty': '7% (value above ₹3 Cr)' } },
  { name: 'Chennai, woman at ₹10 lakh: 1% registration', input: { city: 'Chennai', price: 10 * L, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 70_000, registration: 10_000, gst: 0 }, total: 80_000 },
  { name: 'Chennai, woman at ₹10,00,001: 2% registration', input: { city: 'Chennai', price: 10_00_001, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 70_000, registration: 20_000, gst: 0 }, total: 90_000 },
  { name: 'Chennai, joint at ₹10 lakh: 2% registration', input: { city: 'Chennai', price: 10 * L, ...ready, buyer: 'JOINT' }, lines: { 'stamp-duty': 70_000, registration: 20_000, gst: 0 }, total: 90_000 },

  // Kochi: 8% duty and 2% registration for every buyer.
  { name: 'Kochi, man, ₹1 Cr', input: { city: 'Kochi', price: CR, ...ready, buyer: 'MAN' }, lines: { 'stamp-duty': 8 * L, registration: 2 * L, gst: 0 }, total: 10 * L, dutyRatePercent: 8 },
  { name: 'Kochi, woman, ₹1 Cr', input: { city: 'Kochi', price: CR, ...ready, buyer: 'WOMAN' }, lines: { 'stamp-duty': 8 * L, registration: 2 * L, gst: 0 }, total: 10 * L },
  { name: 'Kochi, joint, ₹1 Cr', input: { city: 'Kochi', price: CR, ...ready, buyer: 'JOINT' }, lines: { 'stamp-duty': 8 * L, registration: 2 * L, gst: 0 }, total: 10 * L },
];

describe('purchase cost computation', () => {
  it.each(CASES)('$name', ({ input, lines, total, dutyRatePercent, rates }) => {
    const result = data.purchaseCost(input);
    expect(Object.fromEntries(result.lines.map((line) => [line.code, line.amount]))).toEqual(lines);
    expect(result.lines.map((line) => line.code)).toEqual(Object.keys(lines));
    expect(result.totalCharges).toBe(total);
    expect(result.total).toBe(result.price + total);
    if (dutyRatePercent !== undefined) expect(result.dutyRatePercent).toBe(dutyRatePercent);
    for (const [id, rate] of Object.entries(rates ?? {})) expect(result.lines.find((line) => line.code === id)?.rate).toBe(rate);
  });

  it.each([
    [40 * L, 'Registration fee is not modelled for a value up to ₹40 lakh: the cited sources give no rate for this band, so the total leaves it out.'],
    [75 * L, 'Registration fee is not modelled for a value above ₹60 lakh up to ₹90 lakh: the cited sources give no rate for this band, so the total leaves it out.'],
  ])('says the Gurugram registration fee is not modelled at %i rupees', (price, note) => {
    const result = data.purchaseCost({ city: NCR, area: 'Gurugram', price, ...ready });
    expect(result.notes[0]).toBe(note);
    expect(result.lines.some((line) => line.code === 'registration')).toBe(false);
  });

  it('names the band\'s own source on a slab line', () => {
    const result = data.purchaseCost({ city: NCR, area: 'Gurugram', price: 55 * L, ...ready });
    expect(result.lines.find((line) => line.code === 'registration')!.source).toMatchObject({ name: 'Housing.com', citation: 'Haryana stamp duty guide (2024); ClearTax Haryana (Apr 2025)' });
    expect(result.notes.some((note) => note.includes('not modelled for a value'))).toBe(false);
  });

  it('gives every line a source with its checked date', () => {
    const result = data.purchaseCost({ city: 'Bengaluru', price: CR, ...ready });
    const registration = result.lines.find((line) => line.code === 'registration')!;
    expect(registration.source).toEqual({ name: 'New Indian Express', citation: '31 Aug 2025', effectiveFrom: '2025-08-31', checkedOn: '2026-11' });
    expect(result.lines.every((line) => line.source.name && line.source.checkedOn === '2026-11')).toBe(true);
  });

  it.each([
    ['Dwarka', 'Delhi'],
    ['Golf Course Road', 'Gurugram'],
    ['dwarka expressway', 'Gurugram'],
    ['Noida Sector 150', NOIDA],
    ['Greater Noida West', NOIDA],
  ])('takes the Delhi NCR area of %s from its locality', (locality, area) => {
    expect(data.purchaseCost({ city: NCR, locality, price: CR, ...ready }).area).toBe(area);
  });

  it('lets an explicit area win over the locality', () => {
    expect(data.purchaseCost({ city: NCR, area: 'delhi', locality: 'Golf Course Road', price: CR, ...ready }).area).toBe('Delhi');
  });

  it.each<[string, RawPurchaseCostInput, string]>([
    ['a negative price', { city: 'Pune', price: -5, ...ready }, '"price" must be a whole number of rupees from 1 to 5000000000 (₹500 Cr), got -5.'],
    ['a zero price', { city: 'Pune', price: 0, ...ready }, '"price" must be a whole number of rupees'],
    ['an absurd price', { city: 'Pune', price: 1e12, ...ready }, '"price" must be a whole number of rupees'],
    ['a fractional price', { city: 'Pune', price: 100.5, ...ready }, '"price" must be a whole number of rupees'],
    ['a price that is not a number', { city: 'Pune', price: '2 crore', ...ready }, '"price" must be a number, got "2 crore".'],
    ['no price', { city: 'Pune', ...ready }, '"price" is required (whole rupees).'],
    ['a bad reference value', { city: 'Pune', price: CR, referenceValue: -1, ...ready }, '"referenceValue" must be a whole number of rupees'],
    ['an unknown buyer profile', { city: 'Pune', price: CR, buyer: 'child', ...ready }, 'Unknown buyer "child". Use one of man, woman, joint.'],
    ['an unknown status', { city: 'Pune', price: CR, status: 'soon' }, 'Unknown status "soon". Use one of ready-to-move, under-construction.'],
    ['no status', { city: 'Pune', price: CR }, '"status" is required: ready-to-move or under-construction.'],
    ['an unknown city', { city: 'Atlantis', price: CR, ...ready }, 'Unknown city "Atlantis".'],
    ['no city', { price: CR, ...ready }, '"city" is required.'],
    ['an unknown area', { city: NCR, area: 'Faridabad', price: CR, ...ready }, 'Unknown area "Faridabad" for Delhi NCR. Use one of Delhi, Gurugram, Noida/Greater Noida/Ghaziabad.'],
    ['Delhi NCR without an area', { city: NCR, price: CR, ...ready }, '"area" is required for Delhi NCR: one of Delhi, Gurugram, Noida/Greater Noida/Ghaziabad.'],
    ['Delhi NCR with an unmapped locality', { city: NCR, locality: 'Atlantis', price: CR, ...ready }, '"area" is required for Delhi NCR (the locality "Atlantis" does not fix it)'],
    ['an area outside Delhi NCR', { city: 'Mumbai', area: 'Delhi', price: CR, ...ready }, '"area" applies only to Delhi NCR, not to Mumbai.'],
    ['a carpet area of 0', { city: 'Pune', price: CR, carpetAreaSqM: 0, ...ready }, '"carpetAreaSqM" must be from 1 to 10000 square metres, got 0.'],
    ['no carpet area where GST depends on it', { city: 'Pune', price: 40 * L, status: 'UNDER_CONSTRUCTION' }, '"carpetAreaSqM" is required for an under-construction home priced at ₹45 lakh or less: it decides whether GST is 1% or 5%.'],
    ['a first-sale flag that is not true or false', { city: 'Pune', price: CR, firstSale: 'yes', ...ready }, '"firstSale" must be true or false, got "yes".'],
  ])('rejects %s, naming the field', (_, input, message) => {
    let thrown: unknown;
    try {
      data.purchaseCost(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BadInputError);
    expect((thrown as Error).message).toContain(message);
  });
});
