import { useRef, useState, type ComponentType } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { paths, SEARCH_QUERY_PARAM } from '../../config/paths';
import type { SiteSearchProps } from './SiteSearch';
import { SEARCH_TEXT } from './searchText';
import './search.css';

// The search box as first sent: a plain form (GET /search?q=…, so it works without
// JavaScript too) that looks like the full one. The full search — antd's AutoComplete,
// its styles and the suggestions query — loads on the first focus, so no page pays for
// it before someone searches; it then takes over what was typed and the focus. A form
// submitted before that code arrives is submitted by it as soon as it has.

type LoadedSearch = { Search: ComponentType<SiteSearchProps>; text: string; focused: boolean; submit: boolean };

export function LazySiteSearch({ variant, onNavigate }: Pick<SiteSearchProps, 'variant' | 'onNavigate'>) {
  const box = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null);
  const submitted = useRef(false);

  const load = () => {
    void import('./SiteSearch').then(({ SiteSearch }) =>
      setLoaded((current) => {
        if (current) return current;
        const input = box.current?.querySelector('input');
        return { Search: SiteSearch, text: input?.value ?? '', focused: !!input && document.activeElement === input, submit: submitted.current };
      }),
    );
  };

  if (loaded) {
    const { Search, text, focused, submit } = loaded;
    return <Search variant={variant} autoFocus={focused} initialText={text} submitOnMount={submit} onNavigate={onNavigate} />;
  }
  const words = SEARCH_TEXT[variant];
  const hero = variant === 'hero';
  return (
    <form
      ref={box}
      role="search"
      aria-label={words.form}
      action={paths.search}
      method="get"
      className={hero ? 'site-search site-search-hero' : 'header-search-stub'}
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        load();
      }}
    >
      {hero ? (
        <>
          {/* A native input drawn like antd's large Input (search.css): antd's would put its code in every page's first download. */}
          <div className="site-search-field">
            <input className="site-search-stub-input" type="search" name={SEARCH_QUERY_PARAM} placeholder={words.placeholder} aria-label={words.label} onFocus={load} />
          </div>
          <Button type="primary" size="large" htmlType="submit">
            {words.button}
          </Button>
        </>
      ) : (
        <>
          <SearchOutlined aria-hidden="true" />
          <input type="search" name={SEARCH_QUERY_PARAM} placeholder={words.placeholder} aria-label={words.label} onFocus={load} />
        </>
      )}
    </form>
  );
}
