import type { ReactNode } from 'react';

// The antd components the app uses, each rendered once so that antd generates its styles
// (web/build/antdStyles.ts). A component that shows part of itself only when open (a
// select's list, a tooltip, a modal, a message) is rendered through antd's own "pure
// panel" of that part, as antd's script for its full stylesheet does; one that draws a
// variant with a style of its own (a coloured tag, a compact group) is rendered with it.
//
// The list must cover every component imported from 'antd' under web/src: a test
// (tests/server/antdStyles.test.ts) compares it with the imports, and checks that
// every rule antd generates when it renders the app's pages is in the stylesheet.

export type AntdModule = typeof import('antd');
type ReactModule = typeof import('react');
type Render = (antd: AntdModule, react: ReactModule) => ReactNode;

/** Components by the name they are imported as, with how each is rendered. */
export const ANTD_RENDERS: Record<string, Render> = {
  Alert: ({ Alert }, { createElement: h }) => h(Alert, { title: 'a', description: 'b', showIcon: true, closable: true }),
  AutoComplete: ({ AutoComplete }, { createElement: h }) => [
    h(AutoComplete, { key: 1 }),
    h(AutoComplete._InternalPanelDoNotUseOrYouWillBeFired, { key: 2, options: [{ value: 'a' }] }),
  ],
  Breadcrumb: ({ Breadcrumb }, { createElement: h }) => h(Breadcrumb, { items: [{ title: 'a', href: '/' }, { title: 'b' }] }),
  Button: ({ Button }, { createElement: h }) => [
    h(Button, { key: 1, type: 'primary' }, 'a'),
    h(Button, { key: 2, type: 'link', danger: true }, 'b'),
    h(Button, { key: 3, type: 'text', shape: 'circle', size: 'small' }, 'c'),
    h(Button, { key: 4, loading: true, block: true }, 'd'),
  ],
  Card: ({ Card }, { createElement: h }) => h(Card, { title: 'a', extra: 'b', size: 'small', actions: [h('span', { key: 1 }, 'c')] }, h(Card.Meta, { title: 'd', description: 'e' })),
  Checkbox: ({ Checkbox }, { createElement: h }) => [h(Checkbox, { key: 1 }), h(Checkbox.Group, { key: 2, options: ['a'] })],
  ConfigProvider: () => null,
  Descriptions: ({ Descriptions }, { createElement: h }) => h(Descriptions, { bordered: true, title: 'a', items: [{ key: 1, label: 'b', children: 'c' }] }),
  Drawer: ({ Drawer }, { createElement: h }) => h(Drawer._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' }),
  Empty: ({ Empty }, { createElement: h }) => [h(Empty, { key: 1 }), h(Empty, { key: 2, image: Empty.PRESENTED_IMAGE_SIMPLE })],
  Flex: ({ Flex }, { createElement: h }) => h(Flex, { vertical: true, wrap: true, gap: 'small', justify: 'space-between', align: 'center' }),
  Input: ({ Input }, { createElement: h }) => [h(Input, { key: 1, allowClear: true, prefix: 'a' }), h(Input.TextArea, { key: 2 })],
  InputNumber: ({ InputNumber }, { createElement: h }) => h(InputNumber, { addonAfter: 'a', prefix: 'b' }),
  Layout: ({ Layout }, { createElement: h }) => h(Layout, null, h(Layout.Header), h(Layout.Content), h(Layout.Footer)),
  List: ({ List }, { createElement: h }) =>
    h(List, { dataSource: ['a'], header: 'b', bordered: true, renderItem: (item: unknown) => h(List.Item, { actions: ['c'] }, h(List.Item.Meta, { title: String(item), description: 'd' })) }),
  Modal: ({ Modal }, { createElement: h }) => [
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { key: 1, title: 'a' }),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { key: 2, type: 'confirm' }),
  ],
  Pagination: ({ Pagination }, { createElement: h }) => h(Pagination, { total: 100, showSizeChanger: false }),
  Popconfirm: ({ Popconfirm }, { createElement: h }) => h(Popconfirm._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a', description: 'b' }),
  Popover: ({ Popover }, { createElement: h }) => h(Popover._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a', content: 'b' }),
  Progress: ({ Progress }, { createElement: h }) => h(Progress, { percent: 50 }),
  Radio: ({ Radio }, { createElement: h }) => h(Radio.Group, { optionType: 'button', options: ['a', 'b'] }, h(Radio, { value: 'c' })),
  Result: ({ Result }, { createElement: h }) => [h(Result, { key: 1, status: 'success', title: 'a' }), h(Result, { key: 2, status: '404', title: 'b' })],
  Segmented: ({ Segmented }, { createElement: h }) => h(Segmented, { options: ['a', 'b'], block: true }),
  Select: ({ Select }, { createElement: h }) => [
    h(Select, { key: 1, mode: 'multiple', allowClear: true, showSearch: true, value: ['a'], options: [{ value: 'a' }] }),
    h(Select._InternalPanelDoNotUseOrYouWillBeFired, { key: 2, options: [{ value: 'a' }] }),
  ],
  Skeleton: ({ Skeleton }, { createElement: h }) => [
    h(Skeleton, { key: 1, active: true, avatar: true }),
    h(Skeleton.Button, { key: 2 }),
    h(Skeleton.Input, { key: 3 }),
    h(Skeleton.Image, { key: 4 }),
    h(Skeleton.Node, { key: 5 }),
  ],
  Slider: ({ Slider }, { createElement: h }) => h(Slider, { range: true, marks: { 0: 'a' }, defaultValue: [1, 2] }),
  Space: ({ Space, Button }, { createElement: h }) => [h(Space, { key: 1, wrap: true }, 'a', 'b'), h(Space.Compact, { key: 2 }, h(Button, null, 'c'), h(Button, null, 'd'))],
  Statistic: ({ Statistic }, { createElement: h }) => h(Statistic, { title: 'a', value: 1, prefix: 'b', suffix: 'c' }),
  Switch: ({ Switch }, { createElement: h }) => h(Switch, { checkedChildren: 'a', unCheckedChildren: 'b' }),
  Table: ({ Table }, { createElement: h }) => [
    h(Table, { key: 1, size: 'small', bordered: true, pagination: false, columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [{ key: 1, a: 'b' }] }),
    h(Table, { key: 2, columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [] }),
  ],
  Tabs: ({ Tabs }, { createElement: h }) => [
    h(Tabs, { key: 1, items: [{ key: 'a', label: 'a', children: 'b' }] }),
    h(Tabs, { key: 2, type: 'card', items: [{ key: 'a', label: 'a' }] }),
  ],
  Tag: ({ Tag }, { createElement: h }) => [
    h(Tag, { key: 1, closable: true }, 'a'),
    h(Tag, { key: 2, color: 'blue' }, 'b'),
    h(Tag, { key: 3, color: 'success' }, 'c'),
    h(Tag, { key: 4, color: '#0f766e' }, 'd'),
  ],
  Tooltip: ({ Tooltip }, { createElement: h }) => h(Tooltip._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' }),
  Typography: ({ Typography }, { createElement: h }) => [
    h(Typography.Title, { key: 1 }, 'a'),
    h(Typography.Text, { key: 2, type: 'secondary', strong: true }, 'b'),
    h(Typography.Paragraph, { key: 3, ellipsis: { rows: 2 } }, 'c'),
    h(Typography.Link, { key: 4, href: '/' }, 'd'),
  ],
  message: ({ message }, { createElement: h }) => h(message._InternalPanelDoNotUseOrYouWillBeFired, { content: 'a', type: 'success' }),
  notification: ({ notification }, { createElement: h }) => h(notification._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a', description: 'b' }),
  theme: () => null,
};

export const ANTD_COMPONENTS: Render[] = Object.values(ANTD_RENDERS);
