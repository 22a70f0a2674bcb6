import { BookOutlined, CarOutlined, CoffeeOutlined, MedicineBoxOutlined, ShoppingOutlined } from '@ant-design/icons';

// Spec section 2: amenity icons are chosen by keyword — Mall, Hospital, School, Metro,
// otherwise food. Keywords match case-sensitively (so 'Small Business Hub' is not a
// mall) and the first keyword found, in that order, wins.

export type AmenityIconKind = 'shopping' | 'medicine' | 'school' | 'transit' | 'food';

const KEYWORDS: [keyword: string, kind: AmenityIconKind][] = [
  ['Mall', 'shopping'],
  ['Hospital', 'medicine'],
  ['School', 'school'],
  ['Metro', 'transit'],
];

export function amenityIconKind(text: string): AmenityIconKind {
  return KEYWORDS.find(([keyword]) => text.includes(keyword))?.[1] ?? 'food';
}

const ICONS = {
  shopping: ShoppingOutlined,
  medicine: MedicineBoxOutlined,
  school: BookOutlined,
  transit: CarOutlined,
  food: CoffeeOutlined,
} as const;

/** The icon of an amenity, marked with its kind for tests and styling. */
export function AmenityIcon({ amenity }: { amenity: string }) {
  const kind = amenityIconKind(amenity);
  const Icon = ICONS[kind];
  return <Icon data-icon-kind={kind} />;
}
