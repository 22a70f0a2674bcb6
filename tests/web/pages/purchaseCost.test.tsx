import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PURCHASE_COST_ERROR, PurchaseCostCard } from '../../../web/src/features/purchase-cost/PurchaseCostCard';
import { PurchaseCostPage } from '../../../web/src/features/purchase-cost/PurchaseCostPage';
import { parseCalculatorParams, toCalculatorParams } from '../../../web/src/features/purchase-cost/calculatorParams';
import { cashUpFront, costBreakdownCsv, sqftToSqm, statusOf } from '../../../web/src/features/purchase-cost/costFigures';
import { csvLines, captureDownloads } from '../downloads';
import { failWithServerError, neverAnswer } from '../msw';
import { expectErrorMessage } from '../widgets/helpers';
import { renderPage } from './renderPage';

// The "Total cost of buying" card and the /tools/purchase-cost calculator, against the
// real schema and rules through msw.

/** The amount shown on each breakdown line, by line id. */
function shownLines(): Record<string, { rate: string; amount: string }> {
  return Object.fromEntries(
    screen.getAllByTestId('cost-line').map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [row.dataset.line!, { rate: cells[0].textContent!.trim(), amount: cells[1].textContent!.trim() }];
    }),
  );
}

// Property 103: Andheri West, Mumbai, ₹2.18 Cr, 780 sqft, ready to move. The EMI card's default loan is 80%: ₹1,74,40,000.
const mumbai = { city: 'Mumbai', location: 'Andheri West, Mumbai', priceCrore: 2.18, completionDate: null, carpetAreaSqFt: 780, defaultLoan: 1_74_40_000 };

describe('PurchaseCostCard', () => {
  it('shows a Mumbai ready-to-move breakdown: 5% duty + 1% cess, registration capped at ₹30,000, no GST, and the cash up front', async () => {
    renderPage(<PurchaseCostCard {...mumbai} />);
    expect(await screen.findByTestId('total-charges')).toHaveTextContent('₹13,38,000');
    expect(shownLines()).toEqual({
      'stamp-duty': { rate: '5%', amount: '₹10,90,000' },
      'metro-cess': { rate: '1%', amount: '₹2,18,000' },
      registration: { rate: '1%, at most ₹30,000', amount: '₹30,000' },
      gst: { rate: 'Nil (ready to move)', amount: '₹0' },
    });
    expect(screen.getByText(/Maharashtra rules · duty 6% of ₹2\.18 Cr/)).toBeInTheDocument();
    expect(screen.getByTestId('total-cost')).toHaveTextContent('₹2.31 Cr');
    // Down payment ₹43,60,000 + charges ₹13,38,000.
    expect(screen.getByTestId('cash-up-front')).toHaveTextContent('₹56.98 Lakh');
    expect(screen.getByText(/Ready to move \(no GST\)/)).toBeInTheDocument();
  });

  it('drops the duty to 4% + 1% when the buyer is a woman', async () => {
    renderPage(<PurchaseCostCard {...mumbai} />);
    await screen.findByTestId('total-charges');
    await userEvent.click(screen.getByText('Woman'));
    await waitFor(() => expect(screen.getByTestId('total-charges')).toHaveTextContent('₹11,20,000'));
    expect(shownLines()['stamp-duty']).toEqual({ rate: '4%', amount: '₹8,72,000' });
    expect(screen.getByText(/duty 5% of ₹2\.18 Cr/)).toBeInTheDocument();
  });

  it("opens a line's source and dates", async () => {
    renderPage(<PurchaseCostCard {...mumbai} />);
    await screen.findByTestId('total-charges');
    await userEvent.click(screen.getByRole('button', { name: '1%: source of metro cess' }));
    const popover = await screen.findByText(/In force since:/);
    expect(popover.closest('.ant-popover')).toHaveTextContent('Source: IGR Maharashtra, as reported by 99acres and Housing.com (2024–25)In force since: 1 Apr 2022Checked: Nov 2026');
  });

  it('charges 1% GST on an under-construction ₹40 lakh, 55 m² flat in Pune', async () => {
    renderPage(<PurchaseCostCard city="Pune" location="Wagholi, Pune" priceCrore={0.4} completionDate="Mar 2027" carpetAreaSqFt={592} defaultLoan={32_00_000} />);
    await screen.findByTestId('total-charges');
    expect(shownLines().gst).toEqual({ rate: '1% (affordable: up to ₹45 lakh and 90 m² carpet)', amount: '₹40,000' });
    expect(screen.getByText(/Under construction \(possession Mar 2027/)).toBeInTheDocument();
  });

  it('takes the Delhi NCR area from the locality', async () => {
    renderPage(<PurchaseCostCard city="Delhi NCR" location="Dwarka Expressway, Delhi NCR" priceCrore={2.01} completionDate="Dec 2027" carpetAreaSqFt={1650} defaultLoan={1_60_80_000} />);
    expect(await screen.findByText(/Haryana rules \(Gurugram\)/)).toBeInTheDocument();
    expect(shownLines().registration).toEqual({ rate: '₹50,000 (value above ₹90 lakh)', amount: '₹50,000' });
  });

  it('says on the page that the Gurugram registration fee is not modelled for a ₹75 lakh home', async () => {
    renderPage(<PurchaseCostCard city="Delhi NCR" location="Golf Course Road, Delhi NCR" priceCrore={0.75} completionDate={null} carpetAreaSqFt={1000} defaultLoan={60_00_000} />);
    expect(
      await screen.findByText('Registration fee is not modelled for a value above ₹60 lakh up to ₹90 lakh: the cited sources give no rate for this band, so the total leaves it out.'),
    ).toBeInTheDocument();
    expect(shownLines().registration).toBeUndefined();
  });

  it('downloads the breakdown with plain numbers, sources and the sample-data rows', async () => {
    const saved = captureDownloads();
    renderPage(<PurchaseCostCard {...mumbai} />);
    await screen.findByTestId('total-charges');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of cost breakdown' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('gharinsight-mumbai-purchase-cost.csv');
    const lines = csvLines(await saved[0].text());
    expect(lines.slice(0, 3)).toEqual([
      'Item,Rate,Amount (₹),Source,Citation,In force since,Checked',
      'Price,,21800000',
      'Stamp duty,5%,1090000,IGR Maharashtra,"as reported by 99acres and Housing.com (2024–25); Moneycontrol, 1 Jun 2023",not given,2026-11',
    ]);
    expect(lines).toContain('Total charges,,1338000');
    expect(lines).toContain('Cash needed up front,,5698000');
    expect(lines.at(-1)).toBe('Note,Illustrative sample data');
  });

  it('shows a skeleton while loading and the message when the costs cannot be loaded', async () => {
    neverAnswer('PurchaseCost');
    const { unmount } = renderPage(<PurchaseCostCard {...mumbai} />);
    expect(screen.getByRole('status', { name: 'Loading the cost of buying' })).toBeInTheDocument();
    unmount();
    failWithServerError('PurchaseCost');
    renderPage(<PurchaseCostCard {...mumbai} />);
    await expectErrorMessage(PURCHASE_COST_ERROR);
  });
});

describe('purchase-cost figures', () => {
  it('derives status, carpet area and cash up front', () => {
    expect(statusOf(null)).toBe('READY_TO_MOVE');
    expect(statusOf('Dec 2026')).toBe('UNDER_CONSTRUCTION');
    expect(sqftToSqm(592)).toBe(55);
    expect(cashUpFront(21_800_000, 17_440_000, 1_338_000)).toEqual({ downPayment: 4_360_000, cash: 5_698_000 });
    // A loan larger than the price leaves no down payment.
    expect(cashUpFront(50_00_000, 1_00_00_000, 3_00_000)).toEqual({ downPayment: 0, cash: 3_00_000 });
  });

  it('keeps the calculator state in the address and ignores values it cannot use', () => {
    const state = parseCalculatorParams(new URLSearchParams('city=delhi%20ncr&area=gurugram&price=5000000&buyer=woman&status=under-construction&carpetAreaSqM=55.5&firstSale=false&loanPercent=75'));
    expect(state).toEqual({ city: 'Delhi NCR', area: 'Gurugram', price: 5000000, buyer: 'WOMAN', status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 55.5, firstSale: false, referenceValue: null, loanPercent: 75 });
    expect(toCalculatorParams(state).toString()).toBe('city=Delhi+NCR&area=Gurugram&price=5000000&buyer=woman&status=under-construction&carpetAreaSqM=55.5&firstSale=false&loanPercent=75');
    expect(parseCalculatorParams(new URLSearchParams('city=Atlantis&price=-4&buyer=child&area=Gurugram'))).toMatchObject({ city: 'Mumbai', area: null, price: null, buyer: 'MAN' });
  });

  it('writes no cash rows when the down payment is unknown', () => {
    const cost = { price: 1, totalCharges: 0, total: 1, lines: [], state: 'Kerala', checkedOn: '2026-11' } as unknown as Parameters<typeof costBreakdownCsv>[0];
    expect(costBreakdownCsv(cost).rows.map((row) => row[0])).toEqual(['Price', 'Total charges', 'Total cost']);
  });
});

describe('PurchaseCostPage', () => {
  const renderCalculator = (query: string) => renderPage(<PurchaseCostPage />, { route: `/tools/purchase-cost?${query}`, path: '/tools/purchase-cost' });

  it('works out the costs from the address and keeps changes in it', async () => {
    const { router } = renderCalculator('city=Pune&price=4000000&status=under-construction&carpetAreaSqM=55');
    await waitFor(() => expect(screen.getByTestId('total-charges')).toHaveTextContent('₹3,50,000'));
    expect(shownLines().gst.rate).toBe('1% (affordable: up to ₹45 lakh and 90 m² carpet)');
    expect(screen.getByLabelText('Price (₹)')).toHaveValue('40,00,000');

    await userEvent.click(screen.getByText('Woman'));
    await waitFor(() => expect(screen.getByTestId('total-charges')).toHaveTextContent('₹3,10,000'));
    expect(router.state.location.search).toBe('?city=Pune&price=4000000&buyer=woman&status=under-construction&carpetAreaSqM=55');

    const carpet = screen.getByLabelText('Carpet area (m²)');
    await userEvent.clear(carpet);
    await userEvent.type(carpet, '91');
    await waitFor(() => expect(shownLines().gst).toEqual({ rate: '5% (under construction)', amount: '₹2,00,000' }));
    expect(router.state.location.search).toContain('carpetAreaSqM=91');
  });

  it('asks for the Delhi NCR area before working anything out', async () => {
    renderCalculator('city=Delhi%20NCR&price=10000000&status=ready-to-move');
    expect(await screen.findByText(/Choose the Delhi NCR area/)).toBeInTheDocument();
    expect(screen.queryByTestId('total-charges')).toBeNull();
  });

  it("shows the server's reason when the input cannot be used", async () => {
    renderCalculator('city=Pune&price=4000000&status=under-construction&carpetAreaSqM=');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot work out the costs');
    expect(alert).toHaveTextContent('"carpetAreaSqM" is required for an under-construction home priced at ₹45 lakh or less');
  });
});

describe('PurchaseCostCard cache', () => {
  it("shows each buyer's own figures when switching back (lines of different answers are not merged)", async () => {
    renderPage(<PurchaseCostCard {...mumbai} />);
    await screen.findByTestId('total-charges');
    await userEvent.click(screen.getByText('Woman'));
    await waitFor(() => expect(screen.getByTestId('total-charges')).toHaveTextContent('₹11,20,000'));
    await userEvent.click(screen.getByText('Man'));
    await waitFor(() => expect(screen.getByTestId('total-charges')).toHaveTextContent('₹13,38,000'));
    expect(shownLines()['stamp-duty']).toEqual({ rate: '5%', amount: '₹10,90,000' });
  });
});
