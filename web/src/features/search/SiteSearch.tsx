import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { AutoComplete, Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { paths, SEARCH_QUERY_PARAM } from '../../config/paths';
import { useSearchHitsLazyQuery, useSearchHitsQuery } from '../../generated/graphql';
import { cityTarget, groupHits, isBlank, MIN_SUGGEST_LENGTH, RESULTS_LIMIT, submitTarget, SUGGESTION_LIMIT, type SearchHit } from './searchSubmit';
import { useDebouncedValue } from './useDebouncedValue';
import { SEARCH_TEXT } from './searchText';

// The one search box: the landing page's large one and the compact one in the header
// (and the mobile menu). Suggestions come from the server's index as you type, grouped
// by kind; arrow keys move through them and Enter opens the highlighted one. Enter or the
// button with nothing highlighted submits the text (searchSubmit.ts says where it leads).

const SUGGEST_DELAY_MS = 150;

export interface SiteSearchProps {
  variant: 'hero' | 'compact';
  /** Called after the search has navigated (the mobile menu closes itself). */
  onNavigate?: () => void;
  /** Focus the box on mount (the header swaps it in for a plain input on first focus). */
  autoFocus?: boolean;
  /** Text already typed into that plain input. */
  initialText?: string;
  /** The plain form was submitted before this code arrived: submit `initialText` at once. */
  submitOnMount?: boolean;
}

export function SiteSearch({ variant, onNavigate, autoFocus, initialText = '', submitOnMount = false }: SiteSearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [submitting, setSubmitting] = useState(false);
  const typed = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const suggest = typed.length >= MIN_SUGGEST_LENGTH && text.trim() !== '';
  const { data } = useSearchHitsQuery({ variables: { query: typed, limit: SUGGESTION_LIMIT }, skip: !suggest });
  const [fetchHits] = useSearchHitsLazyQuery();
  const hits = useMemo(() => (suggest ? (data?.search ?? []) : []), [suggest, data]);
  const options = useMemo(() => groupHits(hits).map((group) => ({ label: group.label, options: group.hits.map(hitOption) })), [hits]);
  const optionPaths = useMemo(() => new Set(hits.map((hit) => hit.path)), [hits]);

  const go = (path: string) => {
    setText('');
    navigate(path);
    onNavigate?.();
  };

  const submit = async () => {
    if (isBlank(text)) return; // spec section 5: blank text does nothing
    const city = cityTarget(text);
    if (city) return go(city);
    setSubmitting(true);
    const result = await fetchHits({ variables: { query: text.trim(), limit: RESULTS_LIMIT } }).catch(() => undefined);
    setSubmitting(false);
    // Without an answer the results page shows the error, so the text is not lost.
    go(submitTarget(text, result?.data?.search ?? []));
  };

  // Once, on mount, with the text handed over (later renders do not submit again).
  const submitHandedOver = useEffectEvent(() => {
    if (submitOnMount) void submit();
  });
  useEffect(() => {
    submitHandedOver();
  }, []);

  const words = SEARCH_TEXT[variant];
  const hero = variant === 'hero';
  return (
    // Without JavaScript the browser submits the form itself: GET /search?q=text, the results page.
    <form
      role="search"
      aria-label={words.form}
      action={paths.search}
      method="get"
      className={hero ? 'site-search site-search-hero' : 'site-search site-search-compact'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AutoComplete
        className="site-search-field"
        value={text}
        options={options}
        // Enter submits the text unless an option has been highlighted with the arrows or the pointer.
        defaultActiveFirstOption={false}
        // Text handed over from the header's plain field shows its suggestions straight away.
        defaultOpen={initialText !== ''}
        // Choosing an option reports its value (a path) as the new text; the path is not text the user typed.
        onChange={(value: string) => {
          if (!optionPaths.has(value)) setText(value);
        }}
        onSelect={(path: string) => go(path)}
        // The label is plain text ("Hinjewadi, Locality in Pune") so screen readers announce it; the list shows it on two lines.
        optionRender={(option) => <HitLabel hit={(option.data as unknown as HitOption).hit} />}
        popupMatchSelectWidth={hero ? true : 360}
      >
        <Input
          type="search"
          name={SEARCH_QUERY_PARAM}
          size={hero ? 'large' : 'middle'}
          placeholder={words.placeholder}
          aria-label={words.label}
          autoFocus={autoFocus}
          prefix={hero ? undefined : <SearchOutlined aria-hidden="true" />}
        />
      </AutoComplete>
      {hero ? (
        <Button type="primary" size="large" htmlType="submit" loading={submitting}>
          {words.button}
        </Button>
      ) : (
        <Button htmlType="submit" icon={<SearchOutlined />} aria-label="Search" loading={submitting} />
      )}
    </form>
  );
}

interface HitOption {
  value: string;
  label: string;
  hit: SearchHit;
}

const hitOption = (hit: SearchHit): HitOption => ({ value: hit.path, label: `${hit.title}, ${hit.subtitle}`, hit });

function HitLabel({ hit }: { hit: SearchHit }) {
  return (
    <span className="site-search-option">
      <span className="site-search-option-title">{hit.title}</span>
      <span className="site-search-option-subtitle">{hit.subtitle}</span>
    </span>
  );
}
