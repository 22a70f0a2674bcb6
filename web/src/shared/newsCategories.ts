// Fixed colour per news category (spec section 2: "category colours are fixed per
// category"), shared by the latest-news widget and the news pages. Values are antd Tag colours.

export const NEWS_CATEGORY_COLORS: Record<string, string> = {
  'Market Analysis': 'blue',
  'Policy Update': 'purple',
  Commercial: 'orange',
  Investment: 'green',
  'Green Building': 'lime',
  Economy: 'gold',
  Residential: 'cyan',
  Trends: 'magenta',
  Technology: 'geekblue',
};

export const newsCategoryColor = (category: string): string => NEWS_CATEGORY_COLORS[category] ?? 'default';
