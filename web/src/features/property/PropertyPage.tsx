import type { ReactNode } from 'react';
import { HttpStatus } from '../../shared/httpStatus';
import { EnvironmentOutlined, HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePropertyPageQuery, type PropertyPageQuery } from '../../generated/graphql';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { formatCrore, formatPricePerSqft } from '../../shared/format';
import { ContactAgentForm } from './ContactAgentForm';
import { EmiCalculator } from './EmiCalculator';
import { defaultLoanAmount } from './emi';
import { DeveloperDelivery } from './DeveloperDelivery';
import { Gallery } from './Gallery';
import { PropertyHead, PropertyRouteHead } from './PropertyHead';
import { PropertyTabs } from './PropertyTabs';
import { SimilarProperties } from './SimilarProperties';
import { useFavourite } from './useFavourites';
import { propertyStatus } from '../../shared/saved/savedStore';
import styles from './property.module.css';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

type Property = NonNullable<PropertyPageQuery['property']>;

/**
 * Cards the app places under the EMI calculator (the purchase-cost card): features do
 * not import each other, so the app composes them here. `defaultLoan` is the EMI card's
 * starting loan in rupees.
 */
export type FinanceExtras = (property: Property, defaultLoan: number) => ReactNode;
/** A card the app puts first beside the gallery, next to the price (issue 19's price check). */
export type PriceExtras = (property: Property) => ReactNode;

/** An id the API can look up: digits only. Anything else is rejected here, without a request. */
export const isPropertyId = (id: string | undefined): id is string => !!id && /^\d+$/.test(id);

const INVALID_ID = 'Invalid Property ID';
const LOAD_FAILED = 'Failed to load property details.';

export function PropertyPage({ financeExtras, priceExtras }: { financeExtras?: FinanceExtras; priceExtras?: PriceExtras } = {}) {
  const { id } = useParams();
  const valid = isPropertyId(id);
  if (!valid) {
    return (
      <div className={styles.page}>
        <HttpStatus code={404} />
        <PropertyRouteHead id={id} title={INVALID_ID} noindex />
        <Result
          status="warning"
          title={<h1 className={styles.resultTitle}>{INVALID_ID}</h1>}
          subTitle="Please check the URL and try again."
          extra={<BackToSearch />}
        />
      </div>
    );
  }
  // Keyed by id so the gallery, calculator and form start afresh for another property.
  return <LoadedPropertyPage key={id} id={id} financeExtras={financeExtras} priceExtras={priceExtras} />;
}

/** The spec's 'Back to Search' leads to /search (the search page, which without text offers the seven cities). */
function BackToSearch() {
  return (
    <ButtonLink type="primary" to={paths.search}>
      Back to Search
    </ButtonLink>
  );
}

function LoadedPropertyPage({ id, financeExtras, priceExtras }: { id: string; financeExtras?: FinanceExtras; priceExtras?: PriceExtras }) {
  const { data, loading, error } = usePropertyPageQuery({ variables: { id } });
  const property = data?.property;

  if (!loading && (error || !property)) {
    if (error) console.warn('Could not load the property', error);
    return (
      <div className={styles.page}>
        {/* No such property: 404. A failed query: the server's fault. */}
        <HttpStatus code={error ? 500 : 404} />
        <PropertyRouteHead id={id} noindex />
        <Result status="error" title={<h1 className={styles.resultTitle}>{LOAD_FAILED}</h1>} extra={<BackToSearch />} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {property ? <PropertyHead property={property} /> : <PropertyRouteHead id={id} />}
      {property ? <PropertyDetails property={property} financeExtras={financeExtras} priceExtras={priceExtras} /> : <PropertySkeleton />}
    </div>
  );
}

/**
 * The heart beside the price. It alone reads the favourites, which arrive after
 * hydration: the page around it (and its parts still to hydrate) does not re-render then.
 */
function FavouriteButton({ property }: { property: Property }) {
  const { favourite, toggle } = useFavourite(property.id, property.name, { price: property.price, status: propertyStatus(property.completionDate) });
  return (
    <Tooltip title={favourite ? 'Remove from favourites' : 'Add to favourites'}>
      <Button
        shape="circle"
        size="large"
        aria-label="Favourite"
        aria-pressed={favourite}
        icon={favourite ? <HeartFilled aria-hidden className={styles.heart} /> : <HeartOutlined aria-hidden />}
        onClick={toggle}
      />
    </Tooltip>
  );
}

function PropertyDetails({ property, financeExtras, priceExtras }: { property: Property; financeExtras?: FinanceExtras; priceExtras?: PriceExtras }) {
  return (
    <>
      <header className={styles.header}>
        <div>
          <Typography.Title level={1} className={styles.name}>
            {property.name} {property.isPremium ? <Tag color="gold">Premium</Tag> : null}
          </Typography.Title>
          <Typography.Text type="secondary">
            <EnvironmentOutlined aria-hidden /> <LocalityLink city={property.city} locality={property.locality} className={styles.inlineLink} />
            {property.location.slice(property.locality.length)}
          </Typography.Text>
        </div>
        <div className={styles.headerPrice}>
          <div>
            <div className={styles.price}>{formatCrore(property.price)}</div>
            <Typography.Text type="secondary">{formatPricePerSqft(property.pricePerSqFt)}</Typography.Text>
          </div>
          <FavouriteButton property={property} />
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.main} data-widget="property" data-figures="">
          <Gallery images={property.images} name={property.name} />
          {property.completionDate && property.developer ? <DeveloperDelivery developer={property.developer} /> : null}
          <ProvenanceLine provenance={property.provenance} />
          {/* Below the fold on a phone: hydrated when scrolled to (DeferredHydration). */}
          <DeferredHydration>
            <PropertyTabs property={property} />
          </DeferredHydration>
        </div>
        {/* Each card hydrates on its own: as one part, the five cards were one task of 500 ms and more at a
            phone's CPU speed. */}
        <aside className={styles.side} aria-label="Finance and contact">
          {priceExtras ? <DeferredHydration>{priceExtras(property)}</DeferredHydration> : null}
          <DeferredHydration>
            <EmiCalculator priceCrore={property.price} />
          </DeferredHydration>
          {financeExtras ? <DeferredHydration>{financeExtras(property, defaultLoanAmount(property.price))}</DeferredHydration> : null}
          <DeferredHydration>
            <ContactAgentForm propertyName={property.name} />
          </DeferredHydration>
        </aside>
      </div>
      <DeferredHydration>
        <SimilarProperties city={property.city} excludeId={property.id} />
      </DeferredHydration>
    </>
  );
}

function PropertySkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading property">
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1 }} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Skeleton.Node active className={styles.stageSkeleton}>
            <span />
          </Skeleton.Node>
          <Card className={styles.tabsCard}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </div>
        <div className={styles.side}>
          <Card className={styles.sideCard}>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        </div>
      </div>
    </div>
  );
}
