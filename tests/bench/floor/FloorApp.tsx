import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { RouteObject } from 'react-router-dom';

// The floor page of the phone bench (phone.ts): the owner's stack alone, with no antd and
// no app code. One query, rendered on the server (floorPage.ts) and read back from the
// restored cache when the browser hydrates (client.tsx), as the app's pages do.

export const FLOOR_QUERY = gql`
  query Floor {
    cities {
      value
      label
    }
  }
`;

/** The Apollo cache's JSON in the page: read by client.tsx before it hydrates. */
export const FLOOR_STATE_ID = 'floor-apollo-state';

function FloorPage() {
  const { data } = useQuery<{ cities: { value: string; label: string }[] }>(FLOOR_QUERY);
  return (
    <main>
      <h1>Cities</h1>
      <ul>
        {data?.cities.map((city) => (
          <li key={city.value}>{city.label}</li>
        ))}
      </ul>
    </main>
  );
}

/** Every path: the page is served from a static file whose path the router need not know. */
export const floorRoutes: RouteObject[] = [{ path: '*', element: <FloorPage /> }];
