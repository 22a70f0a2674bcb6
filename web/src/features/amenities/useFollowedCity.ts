import { useEffect, useState } from 'react';

/**
 * A listing's own city (spec section 2): it starts at the city passed in, can be changed
 * with the listing's selector, and follows the passed city whenever that changes.
 */
export function useFollowedCity(city: string): [string, (city: string) => void] {
  const [selected, setSelected] = useState(city);
  useEffect(() => setSelected(city), [city]);
  return [selected, setSelected];
}
