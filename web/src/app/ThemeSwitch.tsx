import { Switch } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useThemeMode } from './theme';

/** Light by default; the choice is stored and applied before the next first paint. */
export function ThemeSwitch() {
  const { mode, setMode } = useThemeMode();
  return (
    <Switch
      aria-label="Dark theme"
      checked={mode === 'dark'}
      checkedChildren={<MoonOutlined />}
      unCheckedChildren={<SunOutlined />}
      onChange={(dark) => setMode(dark ? 'dark' : 'light')}
    />
  );
}
