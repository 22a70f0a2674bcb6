// Short, honest texts for the footer's resource and company pages. GharInsight runs
// on illustrative sample data and has no back office, so the pages say so.

export const INFO_CONTENT: Record<string, string[]> = {
  'investment-guide': [
    'Before buying, compare the average price per sqft of a locality with its neighbours, check how long listings stay on the market, and look at the rental yield if you plan to let the property.',
    'The city dashboards show these figures side by side. They are illustrative sample data: confirm prices with registered transactions and a RERA-registered agent before you commit.',
  ],
  glossary: [
    'Carpet area: the usable floor area inside the walls. Price per sqft: the asking price divided by the area. Crore (Cr): ten million rupees; lakh: one hundred thousand rupees.',
    'RERA: the Real Estate (Regulation and Development) Act, under which projects and agents register with the state authority. Rental yield: annual rent as a percent of the price.',
  ],
  'trends-report': [
    'The price trends chart on each dashboard shows monthly average prices per sqft for Mumbai, Bengaluru and Delhi NCR, and the top gainers list ranks localities by price appreciation.',
    'There is no downloadable report: the figures are illustrative sample data that follow the level of public reports, as noted next to each figure.',
  ],
  'builder-reviews': [
    'The Developers tab of each city dashboard lists property developers with a rating, the year they were founded, completed and ongoing projects, and their specialties.',
    'Ratings and project counts are sample figures, not reviews collected from buyers. Check a developer’s RERA record before booking.',
  ],
  research: [
    'GharInsight brings together market metrics, locality insights, transaction prices and market sentiment for seven Indian cities.',
    'All of it is illustrative sample data intended to show how such a portal works; it is not investment advice.',
  ],
  about: [
    'GharInsight is a property market portal for home buyers and investors in Indian cities: dashboards per city, a city comparison, news, and pages for properties, shopping malls, theaters and developers.',
    'Every figure on the site is illustrative sample data. There are no accounts: bookmarks, favourites and the theme are stored only in your browser.',
  ],
  contact: [
    'GharInsight has no email or enquiry backend: the contact forms on property pages send nothing.',
    'This page exists so the footer link leads somewhere honest rather than to a form that goes nowhere.',
  ],
  careers: ['There are no open positions at the moment.'],
  press: ['There are no press releases. The figures on this site are illustrative sample data and should not be quoted as market statistics.'],
  privacy: [
    'GharInsight has no accounts and collects no personal data. The contact forms send nothing.',
    'Your bookmarked articles, favourite properties and theme choice are kept in your browser’s local storage and never leave your device. Clearing your browser data removes them.',
  ],
  terms: [
    'GharInsight is provided as is, for information only. The prices, listings and figures are illustrative sample data and are not an offer, a valuation or investment advice.',
  ],
  cookies: [
    'GharInsight sets no cookies and uses no tracking. It stores your bookmarks, favourites and theme choice in your browser’s local storage only.',
  ],
};
