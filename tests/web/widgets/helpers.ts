import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { SUPPORT_HINT } from '../../../web/src/config/constants';
import { server } from '../msw';

// Shared assertions of the widget suites: the three states every widget must show.

/** The loading skeleton is present (an announced, busy placeholder). */
export function expectSkeleton(label: string) {
  const skeleton = screen.getByRole('status', { name: label });
  expect(skeleton).toHaveAttribute('aria-busy', 'true');
  return skeleton;
}

/**
 * The loading skeleton of a card widget: it holds the same minimum height as the card's
 * content area (which the loaded content also fills), so nothing shifts when data arrives.
 */
export function expectWidgetSkeleton(label: string, minHeight: number) {
  const skeleton = expectSkeleton(label);
  expect(skeleton).toHaveStyle({ minHeight: `${minHeight}px` });
  expect(skeleton.closest('[data-widget-body]')).toHaveStyle({ minHeight: `${minHeight}px` });
  return skeleton;
}

/** The spec's error message followed by the support hint (a screen message), or alone (spec section 8's "other messages"). */
export async function expectErrorMessage(message: string, { supportHint = true }: { supportHint?: boolean } = {}) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  if (!supportHint) {
    expect(alert.textContent).toBe(message);
    return alert;
  }
  expect(alert).toHaveTextContent(SUPPORT_HINT);
  expect(alert.textContent?.indexOf(message)).toBeLessThan(alert.textContent?.indexOf(SUPPORT_HINT) ?? -1);
  return alert;
}

export interface RecordedOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/** Records every GraphQL operation the widget sends, to count and inspect requests. */
export function recordOperations(): RecordedOperation[] {
  const operations: RecordedOperation[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as { operationName: string; variables?: Record<string, unknown> };
    operations.push({ operationName: body.operationName, variables: body.variables ?? {} });
  });
  return operations;
}

afterEach(() => server.events.removeAllListeners());

/** Resolves once msw has answered the named operation (the widget then settles on the answer). */
export function answered(operationName: string): Promise<void> {
  const ids = new Set<string>();
  return new Promise((resolve) => {
    server.events.on('request:start', async ({ request, requestId }) => {
      const body = (await request.clone().json()) as { operationName: string };
      if (body.operationName === operationName) ids.add(requestId);
    });
    server.events.on('response:mocked', ({ requestId }) => {
      if (ids.has(requestId)) setTimeout(resolve, 0);
    });
  });
}

/** Picks an option of an antd Select found by its accessible name. */
export async function chooseOption(selectName: string, optionLabel: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: selectName }));
  const options = await screen.findAllByTitle(optionLabel);
  const option = options.find((element) => element.classList.contains('ant-select-item-option'));
  if (!option) throw new Error(`No option ${optionLabel} in ${selectName}`);
  fireEvent.click(option);
}
