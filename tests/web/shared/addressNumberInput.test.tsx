import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddressNumberInput } from '../../../web/src/shared/ui/AddressNumberInput';

// The box a value in the address drives: the address's new value may arrive after the key
// is released (react-router writes it in a transition). Here the form holds each value back
// until the test lets it through, as a slow phone would.

interface Address {
  written: number[];
  release?: () => void;
}

function Form({ address }: { address: Address }) {
  const [value, setValue] = useState<number | null>(8.5);
  address.release = () => setValue(address.written.at(-1) ?? null);
  return (
    <>
      <label htmlFor="rate">Interest rate</label>
      <AddressNumberInput id="rate" step={0.1} value={value} onChange={(next) => address.written.push(next as number)} />
    </>
  );
}

describe('AddressNumberInput', () => {
  it('keeps what is typed when the address catches up after the key is released', async () => {
    const user = userEvent.setup();
    const address: Address = { written: [] };
    render(<Form address={address} />);
    const box = screen.getByLabelText<HTMLInputElement>('Interest rate');
    const release = () => act(() => address.release!());

    await user.click(box);
    await user.keyboard('{Control>}a{/Control}4');
    release();
    // Not re-formatted to the step's precision ("4.0"), after which the next key made "4.05".
    expect(box.value).toBe('4');
    await user.keyboard('5');
    release();
    expect(box.value).toBe('45');
    expect(address.written.at(-1)).toBe(45);

    // Leaving the box shows the address's value.
    await user.tab();
    expect(Number(box.value)).toBe(45);
  });
});
