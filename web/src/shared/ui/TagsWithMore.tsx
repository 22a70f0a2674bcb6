import { Flex, Tag } from 'antd';

// The first `max` items as tags and a '+N more' tag for the rest (spec section 2:
// cards show 3 features or amenities plus '+N more'; developers show 2 specialties).

export function TagsWithMore({ items, max }: { items: readonly string[]; max: number }) {
  const hidden = items.length - max;
  return (
    <Flex wrap gap={4}>
      {items.slice(0, max).map((item) => (
        <Tag key={item}>{item}</Tag>
      ))}
      {hidden > 0 ? <Tag>{`+${hidden} more`}</Tag> : null}
    </Flex>
  );
}
