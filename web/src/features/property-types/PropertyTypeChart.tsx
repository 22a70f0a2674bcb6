import { useMemo } from 'react';
import { usePropertyTypeChartQuery } from '../../generated/graphql';
import { chartFileName, SAMPLE_SOURCE } from '../../shared/csv/csvTable';
import { Chart } from '../../shared/ui/Chart';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { buildPropertyTypeOptions, DEFAULT_PROPERTY_TYPE_SHARES, DEFAULT_SPLIT_NOTE, PROPERTY_TYPE_CHART_HEIGHT } from './propertyTypeOptions';
import { ProvenanceLine, ProvenanceLinePlaceholder } from '../../shared/provenance/ProvenanceLine';

// Spec section 2 gives the doughnut a static default split. The widget shows the
// city's own split from the API (a skeleton while it loads, never another city's
// figures under this city's name). When the city's split cannot be loaded, the chart
// shows the spec's default split, saying so in its subtitle, rather than an error box.

export function PropertyTypeChart({ city }: { city: string }) {
  const { data, loading, error } = usePropertyTypeChartQuery({ variables: { city } });
  const cityShares = data?.propertyTypeShares;
  const showDefault = !!error || !cityShares?.length;
  const options = useMemo(
    () => buildPropertyTypeOptions(showDefault ? DEFAULT_PROPERTY_TYPE_SHARES : (cityShares ?? []), showDefault ? DEFAULT_SPLIT_NOTE : undefined),
    [showDefault, cityShares],
  );
  const download = useMemo(() => ({ fileName: chartFileName(city, 'property-types'), source: SAMPLE_SOURCE }), [city]);
  return (
    <WidgetCard title="Property Types" minHeight={PROPERTY_TYPE_CHART_HEIGHT}>
      {loading ? (
        <>
          <WidgetSkeleton label="Loading property types" minHeight={PROPERTY_TYPE_CHART_HEIGHT} rows={6} />
          <ProvenanceLinePlaceholder />
        </>
      ) : (
        <>
          <Chart options={options} description={`Share of listed properties by type in ${city}`} height={PROPERTY_TYPE_CHART_HEIGHT} download={download} />
          <ProvenanceLine provenance={data?.propertyTypeShares.map((share) => share.provenance)} />
        </>
      )}
    </WidgetCard>
  );
}
