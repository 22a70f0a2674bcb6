import type { ProvenanceKind } from '../../generated/schema';

// The text of /methodology: one section per figure, its id the `method` that figure's
// provenance names (server/src/data/provenance/figures.ts), so every provenance line links
// to its own section. A test checks every method has a section. Keep ids stable: they are
// anchors other pages and people link to.

export interface MethodSection {
  /** The anchor, e.g. `transaction-prices` (/methodology#transaction-prices). */
  id: string;
  title: string;
  /** What the figure is. */
  what: string;
  /** How it is computed: formulas with their inputs. */
  how: string[];
  /** The data behind it. */
  data: string;
  kind: ProvenanceKind;
  /** What it cannot tell you. */
  limits: string;
}

export const METHOD_SECTIONS: MethodSection[] = [
  {
    id: 'market-overview',
    title: 'Market overview',
    what: "A city's average residential price in ₹ per sqft with its year-on-year change, the number of listings, the average days a listing stays on the market, and the average locality rating.",
    how: [
      'Year-on-year change (%) = (price this quarter − price a year earlier) ÷ price a year earlier × 100.',
      'Change of listings or of days listed (%) = (this quarter − previous quarter) ÷ previous quarter × 100; a negative change of days listed means homes sell faster.',
      'Average locality rating = the mean of the rated localities of the city, out of 5.',
    ],
    data: 'The average price and its change follow Anarock Q3 2025 as reported by the Hindustan Times (Kochi: a sample estimate from the RBI house price index and JLL ranges). Listings, days listed and ratings are sample figures.',
    kind: 'SAMPLE',
    limits: 'A city average hides the spread between localities, which is wide in every city here. The sample figures are illustrative, not live listings.',
  },
  {
    id: 'price-trends',
    title: 'Price trends',
    what: "Each city's average price per sqft month by month, and on the compare page the change over the last six months.",
    how: ['Six-month change (%) = (latest month − the month six records earlier) ÷ the month six records earlier × 100.', 'A month a city has no record for is left as a gap in the chart, never filled in.'],
    data: 'A sample monthly series that ends at the September 2025 city average (market overview).',
    kind: 'SAMPLE',
    limits: 'The months between the published quarterly figures are invented for the sample; read the shape, not a single month.',
  },
  {
    id: 'property-types',
    title: 'Property types',
    what: "The share of each property type (apartments, villas, builder floors, plots, penthouses) in a city's listed stock.",
    how: ['Share (%) = listings of the type ÷ all listings × 100; the shares of a city add up to 100.'],
    data: 'Sample shares for each city.',
    kind: 'SAMPLE',
    limits: 'Listed stock is not the stock that sells: a type can be common in listings and slow to sell.',
  },
  {
    id: 'locality-insights',
    title: 'Locality insights',
    what: 'For each locality: its average price per sqft, a resident rating and a safety score out of 5, and the amenities and transport nearby.',
    how: ['Ratings and safety scores are on a 0–5 scale, to one decimal.'],
    data: 'Sample figures; the average prices sit around the city average of the market overview.',
    kind: 'SAMPLE',
    limits: 'Scores out of 5 are opinions summarised as numbers; visit the locality.',
  },
  {
    id: 'market-analysis',
    title: 'Market analysis: sentiment, drivers and predictions',
    what: "A reading of a city's market: the share of positive sentiment, a score for each market driver (infrastructure, demand, supply…), and price scenarios for the next six months with their probabilities.",
    how: [
      'Sentiment: Positive = the city\'s sentiment value (%); Neutral 24%, Negative 11% and Mixed 3% are fixed by the product, so Positive + 24 + 11 + 3 need not add to 100.',
      'Driver score: each driver is scored 0–5 and drawn as a bar score × 20 % wide; the scores are shown next to each bar so you can recompute the bars.',
      'Prediction: each scenario gives a price change (%) over six months and a probability (%); expected change = Σ change × probability ÷ 100.',
    ],
    data: "The level follows the city's Anarock Q3 2025 average; the sentiment value, driver scores and scenarios are estimates made for the sample.",
    kind: 'ESTIMATE',
    limits: 'Scores and scenarios are judgements, not measurements; a six-month projection is not a guarantee.',
  },
  {
    id: 'top-gainers',
    title: 'Top gainers: appreciation, CAGR and rental yield',
    what: 'The localities whose prices rose the most over one, two or five years, with the current rate and the gross rental yield.',
    how: [
      'Appreciation over n years (%) = (rate now − rate n years ago) ÷ rate n years ago × 100.',
      'Compound annual growth (CAGR, %) = ((1 + appreciation ÷ 100)^(1 ÷ n) − 1) × 100; e.g. 41.2% over 5 years is 7.1% a year.',
      'Gross rental yield (%) = annual rent ÷ price × 100, before maintenance, tax and vacancy.',
    ],
    data: 'Sample appreciations and yields; city yields sit around Anarock 2020/2024 city averages.',
    kind: 'SAMPLE',
    limits: 'Past gains do not predict future ones; a gross yield overstates what an owner keeps.',
  },
  {
    id: 'transaction-prices',
    title: 'Transaction prices',
    what: 'For each locality: the average registered rate in ₹ per sqft, its average monthly growth and the number of registered deals in the last quarter.',
    how: ['Average rate = total registered value ÷ total registered area of the quarter\'s deals.', 'Monthly growth (%) = the average month-on-month change of the rate over the quarter.', 'The provenance line counts the deals behind the table: the sum of the rows\' deals.'],
    data: 'Sample registrations, invented for the demo (the counts are the sample size shown).',
    kind: 'SAMPLE',
    limits: 'A locality with few deals has a volatile average; registered values can be below market prices.',
  },
  {
    id: 'listings',
    title: 'Listings',
    what: "A listed home's asking price, price per sqft, area and the builder and locality scores shown with it.",
    how: [
      'Price per sqft = asking price ÷ carpet area.',
      'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), with P the loan, r the monthly rate and n the months.',
      "Builder rating: for a home whose developer is named, the developer's delivery rating (see the developers' delivery record below), the same figure as on the developer's page; otherwise the listing's own sample rating. Its word: Excellent from 4.5, Very Good from 4.0, Good from 3.5, Average from 3.0, else Below Average.",
    ],
    data: 'Sample listings invented for the demo.',
    kind: 'SAMPLE',
    limits: 'An asking price is not a sale price.',
  },
  {
    id: 'locality-history',
    title: 'Locality price history',
    what: "A locality's average price per sqft and registered deals per quarter for six years, and its change over 1, 3 and 5 years.",
    how: [
      'Change over n years (%) = (latest quarter − the same quarter n years earlier) ÷ that quarter × 100, to one decimal.',
      'Gap to the city (%) = (locality price − city average) ÷ city average × 100.',
      'The last quarter equals the locality\'s average price; where it is a top gainer, the quarters 1, 2 and 5 years back match its appreciations.',
    ],
    data: 'A seeded sample series (server/scripts/generate-locality-history.ts) whose level follows the city averages; the sample size shown is the last quarter\'s deals.',
    kind: 'SAMPLE',
    limits: 'The quarter-to-quarter path is invented; only the level and the marked changes are anchored.',
  },
  {
    id: 'locality-map',
    title: 'Maps: where each locality is, and distances to hubs',
    what: "The point a map draws for each locality and employment hub, the city's outline behind it, and the straight-line distance from a locality to each hub of its city.",
    how: [
      'A point is, in this order of preference: the locality\'s own coordinate from its Wikipedia infobox (SOURCED); a documented nearby reference, such as the station or landmark it is named after, the city it belongs to, or an interior point of its named ward polygon (NEARBY); a coarse or indirect reference (UNCERTAIN, drawn hollow, with the reason on hover and focus).',
      'Coordinates are rounded to 4 decimals (about 10 m); several infoboxes give only 2 (about 1 km). Where two localities had only the same reference, they share one point (Hinjewadi and Wakad, Kokapet and Gachibowli, Noida Sector 150 and Greater Noida West).',
      'Distance (km) = 2 × 6371.0088 × asin(√(sin²(Δlat ÷ 2) + cos lat₁ × cos lat₂ × sin²(Δlon ÷ 2))): the haversine great-circle distance between the two points, to one decimal. As the crow flies: not a road distance, and never a travel time.',
      "The server refuses data in which a locality has no point, or a point or hub lies more than 10 km beyond its city's outline.",
    ],
    data: 'Outlines: DataMeet Municipal Spatial Data ward files (CC BY-SA 2.5 IN), Hyderabad from OpenStreetMap (ODbL), the Delhi NCR districts from DataMeet maps, Census 2011 (CC BY 2.5 IN), simplified with mapshaper. Points: Wikipedia (CC BY-SA) and DataMeet ward data; each point\'s source and note are in the API (`locationSource`).',
    kind: 'PUBLISHED',
    limits: 'A point stands for a whole neighbourhood: distances from its edge differ by a kilometre or more, and an UNCERTAIN point may be several kilometres off. Outlines are simplified; a few localities (Electronic City, Kakkanad, Thane West, Mira Road) lie outside their corporation.',
  },
  {
    id: 'developer-rating',
    title: "Developers' delivery record and rating",
    what: "For each developer: projects delivered, delivered on time, delayed (with each delay in months), under construction and complaints, and a delivery rating out of 5 computed from them.",
    how: [
      'On-time share (%) = on time ÷ delivered × 100.',
      'Average delay (months) = the mean of the delayed projects\' delays.',
      'Complaints per project = complaints ÷ (delivered + under construction).',
      'Rating = 5 × (0.6 × on-time share + 0.2 × (1 − min(average delay, 24) ÷ 24) + 0.2 × (1 − min(complaints per project, 2) ÷ 2)), to one decimal. Example: 22 of 42 on time, 10.2 months average delay, 0.52 complaints per project: 5 × (0.314 + 0.115 + 0.148) = 2.9.',
    ],
    data: 'Sample records in the style of a state RERA portal (server/scripts/generate-delivery-records.ts); each developer page names the portal where a buyer verifies a real record (MahaRERA, RERA Karnataka, HRERA, UP RERA, TG RERA, TNRERA, K-RERA).',
    kind: 'SAMPLE',
    limits: 'Invented for the demo: check the RERA portal before relying on a developer. Complaint counts do not say whether complaints were upheld.',
  },
  {
    id: 'amenities',
    title: 'Shopping malls and theaters',
    what: 'Visitor ratings out of 5, store and screen counts, sizes and opening years.',
    how: ['A missing rating is shown as 4.5 and marked in the data as unrated.'],
    data: 'Sample records.',
    kind: 'SAMPLE',
    limits: 'Ratings are illustrative.',
  },
  {
    id: 'purchase-costs',
    title: 'Purchase costs',
    what: 'What buying a home costs on top of its price: stamp duty with cess and surcharges, registration, fees and GST, line by line.',
    how: [
      'Duty value = the higher of the price and the government reference value.',
      'Each line = its rate × the duty value (or a fixed fee, or the band the value falls in); GST = rate × price for an under-construction home.',
      'A band the cited sources give no rate for is not modelled: the calculator says so and leaves it out of the total.',
    ],
    data: 'State rules and CBIC notifications as cited on each line, with the date they were checked (DATA.md "Purchase costs").',
    kind: 'PUBLISHED',
    limits: 'Rates change often; check the state registration portal before paying.',
  },
  {
    id: 'price-check',
    title: 'Price check: registered against asking prices',
    what: "Is this price fair? A locality's registered sale prices of its last 4 quarters (median, 25th and 75th percentile, a histogram) against the median asking price of its current listings, and where one home's asking price sits in that range. Every figure is in ₹ per sq ft of carpet area.",
    how: [
      'Per sq ft of carpet area: a registered sale = consideration ÷ carpet area; a listing quoting super built-up area is converted first, carpet area = super built-up area ÷ 1.3 (an assumed loading of 30%; guides quote 25–40%).',
      'Percentiles by linear interpolation between closest ranks (as Excel\'s PERCENTILE.INC): for n sorted prices x₀…xₙ₋₁, h = (n − 1) × p and the percentile = x⌊h⌋ + (h − ⌊h⌋) × (x⌊h⌋₊₁ − x⌊h⌋); the median is p = 0.5, the range p = 0.25 to 0.75.',
      'Gap (%) = (asking median − registered median) ÷ registered median × 100, to one decimal.',
      'A home against the median (%) = (its asking price per sq ft − registered median) ÷ registered median × 100, to one decimal.',
      'Verdict: below the range when the asking price per sq ft is under the 25th percentile; within when it is from the 25th to the 75th percentile, both included; above when it is over the 75th.',
      'Histogram: about 14 bars over the range of the sales, each bar a round width (1, 2, 2.5 or 5 × 10ⁿ ₹); a bar counts the sales from its lower bound up to (not including) its upper bound, the last bar including both.',
      'With fewer than 10 registered sales in the 4 quarters there is no median, range, gap, verdict or histogram: too few to compare.',
    ],
    data: 'Registered sales and the asking-price snapshot are invented sample data (server/scripts/generate-registered-sales.ts, seeded), whose level follows each locality\'s price history; the snapshot assumes asking prices 3–12% above registered ones, as no public source gives the gap per locality. The sample size shown is the registered sales counted.',
    kind: 'SAMPLE',
    limits: 'Registered prices lag the market by the months between agreement and registration, and a locality mixes new and resale homes of different quality; the sales here are illustrative, not registrations. Check the state registration portal for real ones.',
  },
  {
    id: 'affordability',
    title: 'What can I afford?',
    what: 'The highest home price a household can pay with its income and savings, the loan and EMI at that price, which limit sets it, and each locality of the city priced for the home size wanted.',
    how: [
      'Largest EMI = income × FOIR − existing EMIs (FOIR, the share of income lenders allow for all EMIs: 50% by default, lenders\' practice, not an RBI rule).',
      'EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1), with P the loan, r the yearly rate ÷ 12 ÷ 100 and n the months; the loan that EMI repays is its inverse, P = EMI × ((1 + r)ⁿ − 1) ÷ (r × (1 + r)ⁿ).',
      'Loan at a price = the smaller of that loan and the RBI loan-to-value share of the price (90% up to ₹30 lakh, 80% up to ₹75 lakh, 75% above).',
      'Maximum price = the highest price where loan + savings cover the price and every purchase charge of the state (stamp duty, registration, fees, GST), found by bisection between the points where a band changes; the binding limit is the one that stops it (income, the LTV band or the savings).',
      'A locality\'s typical price = its registered median ₹ per sq ft (price check) × the carpet area wanted; it fits when that is within the maximum price.',
    ],
    data: 'The RBI\'s loan-to-value circulars and lenders\' FOIR practice (lending-rules.json, each with its citation and the date it was checked), the purchase-cost rules of each state, and the localities\' registered medians (sample data). Each answer lists every assumption with its source.',
    kind: 'ESTIMATE',
    limits: 'A lender judges more than income and savings (credit score, age, employer); the interest rate is an editable starting figure, not a bank\'s offer; locality prices are sample figures.',
  },
  {
    id: 'rent-vs-buy',
    title: 'Rent or buy',
    what: "A buyer's and a renter's net worth year by year for the same home, and the year from which buying stays ahead.",
    how: [
      'Default rent = the locality\'s rental yield × price ÷ 12; default price growth = the locality\'s 5-year annualised change, (price now ÷ price 5 years ago)^(1/5) − 1.',
      'Loan = price × loan share, the share capped by the RBI loan-to-value band of the price; EMI as on the affordability tool; cash up front = price − loan + purchase charges.',
      'Each year: rent = monthly rent × 12 × (1 + rent growth)^(year − 1); buyer\'s outgoings = EMIs paid in the year + upkeep (a % of the price).',
      'Renter\'s net worth = last year\'s × (1 + return) + (buyer\'s outgoings − rent, when positive), starting from the cash up front.',
      'Buyer\'s net worth = home value × (1 − selling cost) − loan outstanding + investments (last year\'s × (1 + return) + (rent − outgoings, when positive)); home value = price × (1 + price growth)^year.',
      'Break-even year = the first year from which the buyer\'s net worth stays at or above the renter\'s to the end of the horizon; none when it never does.',
    ],
    data: 'The locality\'s rental yield and price history (sample data), the RBI\'s loan-to-value limits and the state\'s purchase charges as cited, and GharInsight\'s editable starting figures for rent growth, upkeep, return and selling cost (lending-rules.json). Each answer lists every assumption with its source.',
    kind: 'ESTIMATE',
    limits: 'Growth and return rates are assumptions held constant for the whole horizon, and taxes on gains, rent or interest are not modelled; small changes to them move the break-even year a lot.',
  },
];
