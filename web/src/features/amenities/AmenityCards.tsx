// Placeholder so the app builds until this file is written by its owner; renders nothing.
export function AmenityCards(_props: { onSelect: (tab: 'shopping-malls' | 'theaters' | 'property-developers') => void }) {
  return null;
}
