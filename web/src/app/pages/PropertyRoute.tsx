import { PropertyPriceCheckCard } from '../../features/price-check/PropertyPriceCheckCard';
import { PropertyPage, type FinanceExtras, type PriceExtras } from '../../features/property/PropertyPage';
import { PurchaseCostCard } from '../../features/purchase-cost/PurchaseCostCard';
import { RentOrBuyCard } from '../../features/tools/RentOrBuyCard';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';

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
    {/* A part of its own, so the two cards hydrate in separate tasks. */}
    <DeferredHydration>
      <RentOrBuyCard id={property.id} name={property.name} city={property.city} locality={property.locality} />
    </DeferredHydration>
  </>
);

/** Issue 19: the home's asking price against its locality's registered sales, first beside the gallery. */
const priceCheck: PriceExtras = (property) => <PropertyPriceCheckCard id={property.id} />;

export function PropertyRoute() {
  return <PropertyPage financeExtras={purchaseCost} priceExtras={priceCheck} />;
}
