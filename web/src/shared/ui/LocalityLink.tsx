import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localityPath } from '../../config/paths';

export interface LocalityLinkProps {
  /** The city name, e.g. `Delhi NCR`. */
  city: string;
  /** The locality name as the data gives it, e.g. `Golf Course Road`. */
  locality: string;
  /** What the link shows; the locality name when omitted. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** The one link to a locality's page (issue 10): every widget that names a locality wraps the name in it. */
export function LocalityLink({ city, locality, children, className, style }: LocalityLinkProps) {
  return (
    <Link to={localityPath(city, locality)} className={className} style={style} data-locality-link={locality}>
      {children ?? locality}
    </Link>
  );
}
