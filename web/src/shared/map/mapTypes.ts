// What a map draws (issue 34): points at their coordinates, employment hubs, and the city's
// outline (fetched by the map itself from GET /api/cities/{city}/outline when it loads).

export interface MapPoint {
  /** Locality id, e.g. `pune-baner`: it names the point's SVG class (`gi-point-pune-baner`). */
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** The figure the point is coloured by; null draws it grey (no figure). */
  value: number | null;
  /** The figure as the page prints it, e.g. `₹12,000/sqft`. */
  valueText: string;
  /** Why the point's place is uncertain (drawn hollow, and said on hover and focus); null when it is not. */
  uncertainNote?: string | null;
}

export interface MapHub {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

/** A point as the lazy map chunk gets it: with its colour already chosen (colorScale.ts). */
export interface ColouredPoint extends MapPoint {
  color: string;
}

/** The three controls of a map: the dashboard's buttons call these (HighchartsMap attaches the chart). */
export interface MapController {
  zoomIn(): void;
  zoomOut(): void;
  reset(): void;
}
