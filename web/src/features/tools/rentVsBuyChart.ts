import type { Options } from 'highcharts';
import type { RentVsBuyQuery } from '../../generated/graphql';
import { formatRupeesShort } from '../../shared/format';

// The rent-or-buy chart: the buyer's and the renter's net worth, year by year.

export const RENT_VS_BUY_CHART_HEIGHT = 320;

export function buildRentVsBuyOptions(answer: RentVsBuyQuery['rentVsBuy']): Options {
  return {
    chart: { type: 'line', height: RENT_VS_BUY_CHART_HEIGHT },
    title: { text: undefined },
    credits: { enabled: false },
    xAxis: { categories: answer.years.map((row) => `Year ${row.year}`), title: { text: 'Year' } },
    yAxis: {
      title: { text: 'Net worth (₹)' },
      labels: {
        formatter() {
          return formatRupeesShort(Number(this.value));
        },
      },
    },
    tooltip: {
      shared: true,
      pointFormatter() {
        return `<span style="color:${String(this.color)}">●</span> ${this.series.name}: <b>${formatRupeesShort(this.y ?? 0)}</b><br/>`;
      },
    },
    series: [
      { type: 'line', name: "Buyer's net worth", data: answer.years.map((row) => row.buyerNetWorth) },
      { type: 'line', name: "Renter's net worth", data: answer.years.map((row) => row.renterNetWorth), dashStyle: 'ShortDash' },
    ],
  };
}
