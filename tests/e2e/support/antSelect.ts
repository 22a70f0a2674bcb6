import { expect, type Locator, type Page } from '@playwright/test';

// antd's Select opens and closes its list with a slide animation (rc-motion's
// `-appear`/`-enter`/`-leave` classes). A click aimed at an option while the list is still
// moving or already closing can land on whatever lies under it: in one CI run the news
// page's "This Month" click moved the reading-time slider below the list instead. So the
// option is clicked only once the list is open and still, and the next step waits until the
// list has gone.

/** The open Select list: it also matches while the list is still sliding open or closed. */
export const openList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/** Opens `combobox`'s list, clicks the option titled `title` once the list is still, and waits for the list to close. */
export async function chooseOption(page: Page, combobox: Locator, title: string) {
  await combobox.click();
  const list = openList(page);
  await expect(list).toHaveCount(1);
  await expect(list).not.toHaveClass(/-(appear|enter|leave)(\s|$|-)/);
  await list.getByTitle(title, { exact: true }).click();
  await expect(list).toHaveCount(0);
}
