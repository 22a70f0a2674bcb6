import { lazy, Suspense, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';

// The header's search box (and the mobile menu's). Until it is first focused it is a plain
// input styled like antd's: the autocomplete (antd AutoComplete, its styles and the search
// query) loads on that first focus, so no page pays for it before someone searches.

const SiteSearch = lazy(async () => ({ default: (await import('../features/search/SiteSearch')).SiteSearch }));

const PLACEHOLDER = 'Search city, locality, project';
const LABEL = 'Search the site';

export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const [initialText, setInitialText] = useState<string | null>(null);
  const stub = (
    <form role="search" aria-label="Site search" className="header-search-stub" onSubmit={(event) => event.preventDefault()}>
      <SearchOutlined aria-hidden="true" />
      <input
        type="search"
        placeholder={PLACEHOLDER}
        aria-label={LABEL}
        defaultValue={initialText ?? ''}
        onFocus={(event) => setInitialText(event.currentTarget.value)}
      />
    </form>
  );
  if (initialText === null) return stub;
  return (
    <Suspense fallback={stub}>
      <SiteSearch variant="compact" autoFocus initialText={initialText} onNavigate={onNavigate} />
    </Suspense>
  );
}
