import { paths } from '../../config/paths';
import { TransactionPrices } from '../transaction-prices/TransactionPrices';
import { SectionPage } from './SectionPage';

export function TransactionPricesPage() {
  return (
    <SectionPage
      title="Transaction Prices"
      path={paths.transactionPrices}
      description={(city) => `Recent transaction prices in ${city}: price per sqft, deals and change by locality. Illustrative sample data.`}
    >
      {(city) => <TransactionPrices city={city} />}
    </SectionPage>
  );
}
