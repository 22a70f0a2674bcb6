import { Card, List, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { CITIES } from '../../config/cities';
import { dashboardPath, paths, propertiesPath, SEARCH_QUERY_PARAM, searchPath } from '../../config/paths';
import { SaveButton } from '../../shared/saved/SaveButton';
import { useSearchHitsQuery } from '../../generated/graphql';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { PageHead } from '../../shared/head/PageHead';
import { groupHits, RESULTS_LIMIT, type SearchHit } from './searchSubmit';
import { SiteSearch } from './SiteSearch';
import './search.css';

export const SEARCH_ERROR = 'Failed to load search results.';
export const noMatchMessage = (text: string) => `No city, locality or project matches “${text}”.`;

/** /search?q=…: every hit of the text, by kind. Without `q`, the search box and the seven cities. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get(SEARCH_QUERY_PARAM) ?? '').trim().slice(0, 100);

  return (
    <div className="search-page">
      {/* Internal search results stay out of search engines' indexes (thin, endless pages). */}
      <PageHead
        title={query ? `Search: ${query}` : 'Search'}
        description={query ? `GharInsight's cities, localities, projects, developers, malls and theaters matching “${query}”.` : "Search GharInsight's cities, localities, projects, developers, malls and theaters."}
        path={paths.search}
        query={{ q: query }}
        noindex
      />
      <div className="search-page-title">
        <Typography.Title level={1}>{query ? `Search results for “${query}”` : 'Search'}</Typography.Title>
        {query ? <SaveButton kind="search" itemKey={searchPath(query)} label={`Search “${query}”`} nameFor="this search" /> : null}
      </div>
      <SiteSearch variant="hero" />
      <div className="search-page-results">{query ? <Results query={query} /> : <CityChoices intro="Search for a city, locality, project or developer above, or start from a city:" />}</div>
    </div>
  );
}

function Results({ query }: { query: string }) {
  const { data, loading, error } = useSearchHitsQuery({ variables: { query, limit: RESULTS_LIMIT } });
  return (
    <QueryState loading={loading} error={error} data={data?.search} errorMessage={SEARCH_ERROR} skeleton={<WidgetSkeleton label="Loading search results" minHeight={320} rows={8} />}>
      {(hits) =>
        hits.length === 0 ? (
          <>
            <Typography.Paragraph strong role="status">
              {noMatchMessage(query)}
            </Typography.Paragraph>
            <CityChoices intro="Try one of the cities GharInsight covers:" />
          </>
        ) : (
          <>
            <Typography.Paragraph role="status">{hits.length === 1 ? '1 result' : `${hits.length} results`}</Typography.Paragraph>
            {groupHits(hits).map((group) => (
              <HitGroup key={group.kind} label={group.label} hits={group.hits} />
            ))}
          </>
        )
      }
    </QueryState>
  );
}

function HitGroup({ label, hits }: { label: string; hits: SearchHit[] }) {
  return (
    <section aria-label={label} className="search-page-group">
      <Typography.Title level={2}>{label}</Typography.Title>
      <Card size="small">
        <List
          dataSource={hits}
          renderItem={(hit) => (
            // Not List.Item.Meta: its title is always an h4, two levels below the group's h2.
            <List.Item key={hit.path}>
              <div>
                <h3 className="search-hit-title">
                  <Link to={hit.path}>{hit.title}</Link>
                </h3>
                <Typography.Text type="secondary">{hit.subtitle}</Typography.Text>
              </div>
            </List.Item>
          )}
        />
      </Card>
    </section>
  );
}

/** The seven cities as links to their dashboards, and the whole property listing. */
function CityChoices({ intro }: { intro: string }) {
  return (
    <nav aria-label="Cities" className="search-page-cities">
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <ul>
        {CITIES.map((city) => (
          <li key={city}>
            <Link to={dashboardPath({ city })}>{city}</Link>
          </li>
        ))}
      </ul>
      <Typography.Paragraph>
        Or <Link to={propertiesPath()}>browse every property</Link> with filters for budget, bedrooms and type.
      </Typography.Paragraph>
    </nav>
  );
}
