import { useEffect, useMemo } from 'react';
import { Button, Card, Empty, Pagination, Skeleton, Typography } from 'antd';
import { Col, Row } from '../../shared/ui/Grid';
import { Link, useSearchParams } from 'react-router-dom';
import { CITIES } from '../../config/cities';
import { dashboardPath, paths, propertiesPath } from '../../config/paths';
import { usePropertyListingLocalitiesQuery, usePropertyListingQuery } from '../../generated/graphql';
import { QueryState } from '../../shared/ui/QueryState';
import { PageHead } from '../../shared/head/PageHead';
import { cityShareImage } from '../../shared/head/headUrls';
import { ListingFiltersBar } from './ListingFiltersBar';
import { hasFilters, listingParams, localityOf, PAGE_SIZE, parseListingParams, type ListingFilters } from './listingParams';
import { PropertyCard } from './PropertyCard';
import { SaveButton } from '../../shared/saved/SaveButton';
import './listing.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

export const LISTING_ERROR = 'Failed to load properties.';
export const NO_MATCH = 'No properties match these filters.';

/** /properties: every listing of a city (or of all cities), filtered, sorted and paged through the address. */
export function PropertyListingPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseListingParams(params);
  const { city } = filters;
  const heading = city ? `Properties in ${city}` : 'Properties in all cities';

  // "?city=pune" is read as Pune and the address says so (replace: Back still leaves the page).
  const givenCity = params.get('city');
  useEffect(() => {
    if (givenCity !== null && city && givenCity !== city) {
      setParams(new URLSearchParams(toStrings(listingParams(parseListingParams(new URLSearchParams(params))))), { replace: true });
    }
  }, [givenCity, city, params, setParams]);

  // Every change is a new history entry, so Back undoes it; any filter change returns to page 1.
  // A filter change keeps the scroll position; a new page starts at the top.
  const apply = (next: ListingFilters, keepScroll = true) =>
    setParams(new URLSearchParams(toStrings(listingParams(next))), { preventScrollReset: keepScroll });
  const change = (change: Partial<ListingFilters>) => apply({ ...filters, ...change, page: 1 });
  const clear = () => apply({ city, sort: filters.sort, page: 1 });

  // The query takes every filter; the page is a view of the list it answers.
  const { page: _page, ...variables } = filters;
  const { data, loading, error } = usePropertyListingQuery({ variables });
  const localities = useLocalities(city);

  return (
    <div className="listing-page">
      {/* The city and locality select the list; the other filters and the page are views of it. */}
      <PageHead
        title={heading}
        description={`Homes for sale ${city ? `in ${filters.locality ? `${filters.locality}, ` : ''}${city}` : "in India's major cities"}: apartments, villas, builder floors, plots and penthouses with price, area and bedrooms. Illustrative sample data.`}
        path={paths.properties}
        query={{ city, locality: filters.locality }}
        image={city ? cityShareImage(city) : undefined}
      />
      <div className="listing-title">
        <Typography.Title level={1}>{heading}</Typography.Title>
        <SaveButton kind="search" itemKey={savedSearchPath(filters)} label={savedSearchLabel(filters)} nameFor="this search" />
      </div>
      <Typography.Paragraph type="secondary">
        Listings, prices and dates are illustrative sample data. Filters and sort order are kept in the address, so you can share this list.
      </Typography.Paragraph>

      <nav aria-label="City" className="listing-cities">
        {[undefined, ...CITIES].map((option) => (
          <Link
            key={option ?? 'all'}
            to={propertiesPath(listingParams({ ...filters, city: option, locality: undefined, page: 1 }))}
            aria-current={option === city ? 'page' : undefined}
            className={option === city ? 'listing-city listing-city-current' : 'listing-city'}
          >
            {option ?? 'All cities'}
          </Link>
        ))}
      </nav>
      {city ? (
        <nav aria-label={`More about ${city}`} className="listing-explore">
          Explore {city}: <Link to={dashboardPath({ city })}>Dashboard</Link> · <Link to={dashboardPath({ city, amenityTab: 'localities' })}>Localities</Link> ·{' '}
          <Link to={dashboardPath({ city, amenityTab: 'shopping-malls' })}>Shopping malls</Link> · <Link to={dashboardPath({ city, amenityTab: 'theaters' })}>Theaters</Link> ·{' '}
          <Link to={dashboardPath({ city, amenityTab: 'property-developers' })}>Developers</Link>
        </nav>
      ) : null}

      <ListingFiltersBar filters={filters} localities={localities} onChange={change} onClear={clear} clearable={hasFilters(filters)} />

      <QueryState loading={loading} error={error} data={data?.properties} errorMessage={LISTING_ERROR} skeleton={<ListingSkeleton />}>
        {(properties) => {
          if (properties.length === 0) {
            return (
              <Empty description={NO_MATCH} className="listing-empty">
                <Button type="primary" onClick={clear}>
                  Clear filters
                </Button>
              </Empty>
            );
          }
          const pages = Math.ceil(properties.length / PAGE_SIZE);
          const page = Math.min(filters.page, pages);
          const shown = properties.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
          return (
            <div data-widget="listings" data-figures="">
              <Typography.Paragraph role="status" className="listing-count">
                {countText(properties.length, shown.length, page)}
              </Typography.Paragraph>
              <Row gutter={[16, 16]}>
                {shown.map((property) => (
                  <Col key={property.id} xs={24} sm={12} lg={8}>
                    <PropertyCard property={property} />
                  </Col>
                ))}
              </Row>
              <ProvenanceLine provenance={shown.map((property) => property.provenance)} />
              {pages > 1 ? (
                <Pagination
                  className="listing-pagination"
                  current={page}
                  pageSize={PAGE_SIZE}
                  total={properties.length}
                  showSizeChanger={false}
                  onChange={(next) => apply({ ...filters, page: next }, false)}
                  // Page numbers are real links, so a page of the list can be opened or shared. The link
                  // navigates by itself; stopping the click keeps Pagination from pushing the same page again.
                  itemRender={(target, type, element) =>
                    type === 'page' ? (
                      <Link to={propertiesPath(listingParams({ ...filters, page: target }))} onClick={(event) => event.stopPropagation()}>
                        {target}
                      </Link>
                    ) : (
                      element
                    )
                  }
                />
              ) : null}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

function countText(total: number, shown: number, page: number): string {
  const noun = total === 1 ? 'property' : 'properties';
  if (shown === total) return `${total} ${noun}`;
  const first = (page - 1) * PAGE_SIZE + 1;
  return `${total} ${noun}, showing ${first}–${first + shown - 1}`;
}

/** The city's localities, from its unfiltered listing (cached: other widgets read the same list). */
function useLocalities(city: string | undefined): string[] {
  const { data } = usePropertyListingLocalitiesQuery({ variables: { city: city ?? '' }, skip: !city });
  return useMemo(() => [...new Set((city ? (data?.properties ?? []) : []).map(localityOf))].sort((a, b) => a.localeCompare(b)), [data, city]);
}

const toStrings = (record: Record<string, string | number | undefined>) =>
  Object.entries(record).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]]));

function ListingSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading properties" data-testid="widget-skeleton">
      <Skeleton active title={false} paragraph={{ rows: 1, width: 160 }} />
      <Row gutter={[16, 16]}>
        {Array.from({ length: 6 }, (_, index) => (
          <Col key={index} xs={24} sm={12} lg={8}>
            <Card className="listing-card">
              <Skeleton.Image active style={{ width: '100%', height: 180 }} />
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

/** A saved listing search: the filters that choose the homes (not the sort order or the page). */
export const savedSearchPath = (filters: ListingFilters) => propertiesPath(listingParams({ ...filters, sort: undefined, page: 1 }));

/** 'Homes in Pune: Baner, 2 bedrooms, Apartment, ₹0.5–1 Cr, Ready to Move'. */
export function savedSearchLabel(filters: ListingFilters): string {
  const budget =
    filters.minPrice !== undefined || filters.maxPrice !== undefined
      ? `₹${filters.minPrice ?? 0}–${filters.maxPrice ?? 'any'} Cr`
      : undefined;
  const status = filters.status === 'ready' ? 'Ready to Move' : filters.status === 'under-construction' ? 'Under Construction' : undefined;
  const parts = [filters.locality, filters.bedrooms ? `${filters.bedrooms} bedrooms` : undefined, filters.type, budget, status].filter(Boolean);
  return `Homes in ${filters.city ?? 'all cities'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
