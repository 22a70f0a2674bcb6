import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LinkTabs } from '../../../web/src/shared/ui/LinkTabs';
import { renderWithProviders } from '../render';

// LinkTabs: tabs whose state is the address (the dashboard's sections). Each tab is a link,
// the tab list is one tab stop, arrows move between tabs and Enter or Space follows one.

const TABS = [
  { key: 'one', label: 'One' },
  { key: 'two', label: 'Two' },
  { key: 'three', label: 'Three' },
] as const;

function Tabs() {
  const [params] = useSearchParams();
  const active = TABS.find((tab) => tab.key === params.get('tab'))?.key ?? 'one';
  return (
    <LinkTabs label="Sections" idPrefix="test" activeKey={active} items={TABS.map((tab) => ({ ...tab, to: { search: `?city=Pune&tab=${tab.key}` } }))}>
      <p>Panel of {active}</p>
    </LinkTabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('LinkTabs', () => {
  it('draws a tab list of links, the active one selected and labelling the one panel', () => {
    renderWithProviders(<Tabs />, { route: '/page?tab=two' });
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((item) => [item.textContent, item.getAttribute('href'), item.getAttribute('aria-selected'), item.tabIndex])).toEqual([
      ['One', '/page?city=Pune&tab=one', 'false', -1],
      ['Two', '/page?city=Pune&tab=two', 'true', 0],
      ['Three', '/page?city=Pune&tab=three', 'false', -1],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel of two');
    expect(tab('Two')).toHaveAttribute('aria-controls', 'test-panel');
  });

  it('follows a clicked tab inside the app', async () => {
    const { router } = renderWithProviders(<Tabs />, { route: '/page' });
    await userEvent.click(tab('Three'));
    expect(router.state.location.search).toBe('?city=Pune&tab=three');
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of three');
  });

  it('moves the focus with the arrows, Home and End, and follows on Space and Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Tabs />, { route: '/page' });
    await user.tab();
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Three')).toHaveFocus();
    // Moving the focus does not change the tab; Space does.
    expect(router.state.location.search).toBe('');
    await user.keyboard(' ');
    expect(router.state.location.search).toBe('?city=Pune&tab=three');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(router.state.location.search).toBe('?city=Pune&tab=two');
  });
});
