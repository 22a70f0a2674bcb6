import { useRef, useState, type ComponentType } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import type { SiteSearchProps } from '../features/search/SiteSearch';
import { paths, SEARCH_QUERY_PARAM } from '../config/paths';

// The header's search box (and the mobile menu's). Until it is first focused it is a plain
// input styled like antd's: the autocomplete (antd AutoComplete, its styles and the search
// query) loads on that first focus, so no page pays for it before someone searches. The
// plain input stays until the code has arrived, then hands over what was typed and the focus.

const PLACEHOLDER = 'Search city, locality, project';
const LABEL = 'Search the site';

export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<{ Search: ComponentType<SiteSearchProps>; text: string; focused: boolean } | null>(null);

  const load = () => {
    void import('../features/search/SiteSearch').then(({ SiteSearch }) =>
      setLoaded((current) => current ?? { Search: SiteSearch, text: input.current?.value ?? '', focused: document.activeElement === input.current }),
    );
  };

  if (loaded) {
    const { Search, text, focused } = loaded;
    return <Search variant="compact" autoFocus={focused} initialText={text} onNavigate={onNavigate} />;
  }
  return (
    // Without JavaScript, Enter submits the form itself: GET /search?q=text, the results page.
    <form role="search" aria-label="Site search" className="header-search-stub" action={paths.search} method="get" onSubmit={(event) => event.preventDefault()}>
      <SearchOutlined aria-hidden="true" />
      <input ref={input} type="search" name={SEARCH_QUERY_PARAM} placeholder={PLACEHOLDER} aria-label={LABEL} onFocus={load} />
    </form>
  );
}
