import { PropertyPage, type FinanceExtras } from '../features/property/PropertyPage';
import { PurchaseCostCard } from '../features/purchase-cost/PurchaseCostCard';
import { RentOrBuyCard } from '../features/tools/RentOrBuyCard';

// The property page as the app composes it: features do not import each other, so the
// purchase-cost and rent-or-buy cards join the EMI calculator here (code flows features -> app).

const purchaseCost: FinanceExtras = (property, defaultLoan) => (
  <>
    <PurchaseCostCard
      city={property.city}
      location={property.location}
      priceCrore={property.price}
      completionDate={property.completionDate}
      carpetAreaSqFt={property.area}
      defaultLoan={defaultLoan}
    />
    <RentOrBuyCard id={property.id} name={property.name} city={property.city} locality={property.locality} />
  </>
);

export function PropertyRoute() {
  return <PropertyPage financeExtras={purchaseCost} />;
}
