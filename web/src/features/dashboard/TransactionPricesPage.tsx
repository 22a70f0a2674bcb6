import { TransactionPrices } from '../transaction-prices/TransactionPrices';
import { SectionPage } from './SectionPage';

export function TransactionPricesPage() {
  return <SectionPage title="Transaction Prices">{(city) => <TransactionPrices city={city} />}</SectionPage>;
}
