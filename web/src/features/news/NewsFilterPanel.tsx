import { Button, Card, Input, Segmented, Select, Slider } from 'antd';
import { ALL_CATEGORIES, DATE_RANGE_OPTIONS, NEWS_TYPE_TABS, READING_TIME, type DateRange, type NewsFilters, type NewsType } from './newsFilters';
import styles from './news.module.css';

interface NewsFilterPanelProps {
  /** The filters being edited; they take effect on Apply Filters. */
  draft: NewsFilters;
  onDraftChange: (draft: NewsFilters) => void;
  categories: string[];
  onApply: () => void;
  onReset: () => void;
}

export function NewsFilterPanel({ draft, onDraftChange, categories, onApply, onReset }: NewsFilterPanelProps) {
  const set = <K extends keyof NewsFilters>(key: K, value: NewsFilters[K]) => onDraftChange({ ...draft, [key]: value });
  return (
    <Card title="Filters" className={styles.filters}>
      <form
        className={styles.filterForm}
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <div className={styles.field}>
          <span id="news-type-label" className={styles.label}>
            Article type
          </span>
          <Segmented<NewsType>
            aria-labelledby="news-type-label"
            block
            orientation="vertical"
            value={draft.type}
            onChange={(value) => set('type', value)}
            options={NEWS_TYPE_TABS.map(({ value, label }) => ({ value, label }))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="news-search" className={styles.label}>
            Search
          </label>
          <Input id="news-search" placeholder="Search article titles" allowClear value={draft.search} onChange={(event) => set('search', event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="news-category" className={styles.label}>
            Category
          </label>
          <Select
            id="news-category"
            aria-label="Category"
            value={draft.category}
            onChange={(value: string) => set('category', value)}
            options={[{ value: ALL_CATEGORIES, label: 'All Categories' }, ...categories.map((category) => ({ value: category, label: category }))]}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="news-date-range" className={styles.label}>
            Date Range
          </label>
          <Select
            id="news-date-range"
            aria-label="Date Range"
            value={draft.dateRange}
            onChange={(value: DateRange) => set('dateRange', value)}
            options={DATE_RANGE_OPTIONS.map(({ value, label }) => ({ value, label }))}
          />
        </div>
        <div className={styles.field}>
          <span id="news-reading-time-label" className={styles.label}>
            Reading Time: {draft.readingTime === 0 ? 'any length' : `up to ${draft.readingTime} min`}
          </span>
          {/* 0 is no limit; otherwise articles of up to this many minutes (200 words a minute). */}
          <Slider
            ariaLabelledByForHandle="news-reading-time-label"
            ariaValueTextFormatterForHandle={(value) => (value === 0 ? 'any length' : `up to ${value} min`)}
            min={READING_TIME.min}
            max={READING_TIME.max}
            step={READING_TIME.step}
            value={draft.readingTime}
            onChange={(value: number) => set('readingTime', value)}
          />
        </div>
        <div className={styles.filterActions}>
          <Button type="primary" htmlType="submit">
            Apply Filters
          </Button>
          <Button onClick={onReset}>Reset</Button>
        </div>
      </form>
    </Card>
  );
}
