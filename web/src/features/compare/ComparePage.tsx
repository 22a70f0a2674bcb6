import { useEffect } from 'react';
import { Button, Card, Empty, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COMPARE_MIN_CITIES } from '../../config/constants';
import { comparePath, paths } from '../../config/paths';
import { PageHead } from '../../shared/head/PageHead';
import { CompareSlotSelect } from './CompareSlotSelect';
import { ComparisonTable } from './ComparisonTable';
import { EMPTY_SLOTS, canonicalCitiesParam, chosenCities, parseCompareSlots, slotsForUrl, type CompareSlots } from './compareCities';
import styles from './compare.module.css';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';

export function ComparePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const param = searchParams.get('cities');
  const slots = parseCompareSlots(param);
  const cities = chosenCities(slots);

  // Each change rewrites the shareable address; replace keeps Back meaning "leave the page",
  // and the page keeps its scroll position.
  const setSlots = (next: CompareSlots) => navigate(comparePath(slotsForUrl(next)), { replace: true, preventScrollReset: true });

  // A hand-edited or malformed link (unknown cities, repeats, too many) is rewritten to
  // what the page shows, so the address shared next is the comparison on screen.
  const canonical = canonicalCitiesParam(slots);
  useEffect(() => {
    if (param !== null && (param !== canonical || canonical === '')) {
      navigate(comparePath(slotsForUrl(parseCompareSlots(param))), { replace: true, preventScrollReset: true });
    }
  }, [param, canonical, navigate]);
  const setSlot = (index: number, city: string) => setSlots(slots.map((current, at) => (at === index ? city : current)));

  return (
    <div className={styles.page}>
      <ComparePageHead cities={cities} />
      <Typography.Title level={1} className={styles.title}>
        Compare Cities
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Choose up to three cities to compare their real estate markets side by side. The address of this page keeps your choice, so you can
        share it.
      </Typography.Paragraph>

      <Card className={styles.selectors}>
        <div className={styles.slots}>
          {slots.map((city, index) => (
            <CompareSlotSelect
              key={index}
              slot={index + 1}
              value={city}
              taken={slots.filter((other, at) => at !== index && other)}
              onChange={(next) => setSlot(index, next)}
            />
          ))}
        </div>
        <Button onClick={() => setSlots(EMPTY_SLOTS)} disabled={cities.length === 0}>
          Reset Comparison
        </Button>
      </Card>

      {cities.length >= COMPARE_MIN_CITIES ? (
        // Hydrates in a step of its own, once in view (DeferredHydration).
        <DeferredHydration>
          <ComparisonTable cities={cities} />
        </DeferredHydration>
      ) : (
        <Card className={styles.placeholder}>
          <Empty description="Please select at least 2 cities to compare their real estate markets." />
        </Card>
      )}
    </div>
  );
}

/** Names the compared cities once two or more are chosen; the canonical URL keeps their order (the columns). */
function ComparePageHead({ cities }: { cities: string[] }) {
  const compared = cities.length >= COMPARE_MIN_CITIES;
  return (
    <PageHead
      title={compared ? `Compare ${cities.join(', ')}` : 'Compare Cities'}
      description={
        compared
          ? `${cities.join(' vs ')}: average prices, price trends, rental yields and top localities side by side. Illustrative sample data.`
          : 'Compare up to three Indian cities: average prices, price trends, rental yields and top localities side by side. Illustrative sample data.'
      }
      path={paths.compare}
      query={{ cities: compared ? cities.join(',') : undefined }}
    />
  );
}
