// Boot step 4 (see main.tsx): antd's theme machinery and the components of the app's frame.
export { Button, ConfigProvider, Layout, Switch, theme } from 'antd';
