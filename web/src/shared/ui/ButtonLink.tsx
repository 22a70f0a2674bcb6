import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> {
  /** Where the link goes (a path from config/paths). */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (a pager under a list scrolls the list itself). */
  preventScrollReset?: boolean;
}

/**
 * A control that goes to another page, drawn as an antd button. It is a real link
 * (`<a class="ant-btn" href>`), so it works in the server HTML with scripts disabled and
 * can be opened in a new tab; with JavaScript a plain click navigates inside the app
 * through react-router's own link handler, which leaves ctrl/cmd/shift-click, middle-click
 * and `target` to the browser, as `<Link>` does.
 */
export function ButtonLink({ to, replace, preventScrollReset, target, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, preventScrollReset, target });
  return <Button {...props} href={href} target={target} onClick={(event: MouseEvent<HTMLElement>) => navigate(event as MouseEvent<HTMLAnchorElement>)} />;
}
