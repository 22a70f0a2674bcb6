// Product constants from spec section 9, named once.

export const PRODUCT_NAME = 'GharInsight';
export const THEME_STORAGE_KEY = 'gharinsight-theme';
export const BOOKMARKS_STORAGE_KEY = 'bookmarkedArticles';
export const FAVOURITES_STORAGE_KEY = 'gharinsight-favourites';

export const TIME_RANGES = ['1M', '3M', '6M', '1Y', 'All'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const TOP_GAINER_TIMEFRAMES = ['1y', '2y', '5y'] as const;
export type TopGainerTimeframe = (typeof TOP_GAINER_TIMEFRAMES)[number];

export const NEWS_PAGE_SIZE = 6;
export const TRENDING_COUNT = 6;
export const RELATED_ARTICLES = 3;
export const SIMILAR_PROPERTIES = 3;
export const COMPARE_MAX_CITIES = 3;
export const COMPARE_MIN_CITIES = 2;
export const COMPARE_TOP_LOCALITIES = 3;

export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Appended to every screen error message of spec section 8. */
export const SUPPORT_HINT = 'Please try again later or contact support if the issue persists.';

/** Fixed sentiment shares (spec section 9); Positive comes from the data. */
export const FIXED_SENTIMENT = { Neutral: 24, Negative: 11, Mixed: 3 } as const;

/** Shown when a value is missing (spec section 9, "Defaults when missing"). */
export const MISSING_DEFAULTS = {
  rating: 4.5,
  stores: 'Multiple',
  openYear: 'N/A',
  screens: 'Multiple',
  completion: 'Ready to Move',
} as const;
