// GraphiQL's saved example queries (and the bench's dashboard query).

/** The dashboard's headline query: market figures, top gainers, transactions and sentiment of one city. */
export const DASHBOARD_QUERY = `# The dashboard of one city
query Dashboard($city: String) {
  marketData(city: $city) { city avgPrice avgPriceChange propertiesListed avgDaysListed localityRating source { name asOf } }
  topGainers(city: $city) { locality priceAppreciation }
  transactionPrices(city: $city) { locality transactionCount }
  marketAnalysis(city: $city) { sentimentValue drivers driverScores }
}`;

export const LOCALITY_HISTORY_QUERY = `# One locality's price history, quarter by quarter
query LocalityHistory($city: String!, $slug: String!) {
  locality(city: $city, slug: $slug) {
    name
    city
    avgPricePerSqft
    priceChange { oneYear threeYears fiveYears }
    history { year quarter pricePerSqft deals }
    source { name asOf }
  }
}`;

export const PURCHASE_COST_QUERY = `# What buying a home costs on top of its price, line by line
query PurchaseCost($input: PurchaseCostInput!) {
  purchaseCost(input: $input) {
    city
    price
    dutyRatePercent
    totalCharges
    total
    lines { label rate amount source { name } }
  }
}`;
