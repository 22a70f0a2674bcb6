import { paths } from '../../config/paths';
import { TransactionPrices } from '../../features/transaction-prices/TransactionPrices';
import { SectionPage } from '../../features/dashboard/SectionPage';

// The dashboard's frame (its section page) around one widget, another feature's.

export function TransactionPricesRoute() {
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
