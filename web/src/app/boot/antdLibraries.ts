// Boot step 3 (see main.tsx): the libraries antd's components run on (@rc-component, the
// icons, cssinjs), a file of their own (web/build/chunkGroups.ts) evaluated before antd's.
// Re-exported, not just imported, so that the bundler keeps this module in that file.
export { StyleProvider } from '@ant-design/cssinjs';
