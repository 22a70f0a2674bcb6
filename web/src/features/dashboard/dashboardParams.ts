import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { canonicalCity, DEFAULT_CITY, type City } from '../../config/cities';
import type { AmenityTab } from '../../config/paths';

// The dashboard's address is its state (spec section 2): `city` is accepted only when
// it is a known city (else the default city), `amenityTab` picks the tab (else overview).
// A known city in another case ("pune") is read as that city and the address is
// rewritten to its canonical name (issue 9).

export const DASHBOARD_TABS: readonly { key: AmenityTab; label: string }[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'localities', label: 'Localities' },
  { key: 'amenities', label: 'Amenities' },
  { key: 'shopping-malls', label: 'Malls' },
  { key: 'theaters', label: 'Theaters' },
  { key: 'property-developers', label: 'Developers' },
];

export const DEFAULT_TAB: AmenityTab = 'overview';

export function parseTab(value: string | null): AmenityTab {
  return DASHBOARD_TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_TAB;
}

export function parseCity(value: string | null): City {
  return canonicalCity(value) ?? DEFAULT_CITY;
}

/** Reads city and tab from the query string; the setters change only their own parameter. */
export function useDashboardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const city = parseCity(searchParams.get('city'));
  const tab = parseTab(searchParams.get('amenityTab'));
  const given = searchParams.get('city');

  // "?city=pune" becomes "?city=Pune" in place (replace: Back still leaves the page).
  useEffect(() => {
    const known = canonicalCity(given);
    if (given !== null && known && known !== given) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('city', known);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [given, setSearchParams]);

  const setParam = useCallback(
    (name: 'city' | 'amenityTab', value: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      }),
    [setSearchParams],
  );

  const setCity = useCallback((value: City) => setParam('city', value), [setParam]);
  /** The address of a tab: this one with amenityTab set (the city and anything else kept). */
  const tabAddress = (value: AmenityTab) => {
    const next = new URLSearchParams(searchParams);
    next.set('amenityTab', value);
    return { search: `?${next}` };
  };
  return { city, tab, setCity, tabAddress };
}
