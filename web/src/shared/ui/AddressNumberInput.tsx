import { useRef, useState } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';
import { groupIndian } from '../indianDigits';

/**
 * Whole rupees in a number box: grouped the Indian way (12,34,567), as toLocaleString('en-IN')
 * shows them but without Intl's start-up cost, and typed with or without commas.
 */
export const WHOLE_RUPEES: Pick<InputNumberProps<number>, 'formatter' | 'parser'> = {
  formatter: (value: number | string | undefined) => (value === undefined || value === '' ? '' : groupIndian(Number(value), 3)),
  parser: (text: string | undefined) => Number((text ?? '').replace(/[^\d]/g, '')),
};

/**
 * antd's InputNumber for a value kept in the page's address. Why not InputNumber itself:
 * react-router writes the address in a transition, so the new value can reach the box
 * after the key is released, when the box no longer counts as being typed in. It then
 * rewrites its text from that value to the step's precision ("4" becomes "4.0") and the
 * next key lands after it: "45" typed on a slow phone became "4.05". A later transition
 * could also put back an older value over newer typing. So while the box has focus it
 * shows what is typed (set at once, in the key's own event), and on blur it takes the
 * address's value again.
 */
export function AddressNumberInput({ value, onChange, onFocus, onBlur, ...props }: InputNumberProps<number>) {
  const [typed, setTyped] = useState<{ value: number | null } | null>(null);
  // A ref as well as the state: InputNumber's own blur handler (on its wrapper, after ours)
  // may report a clamped value, which must not start a new "typed" state after the blur.
  const focused = useRef(false);
  return (
    <InputNumber<number>
      {...props}
      value={typed ? typed.value : value}
      onFocus={(event) => {
        focused.current = true;
        setTyped({ value: value ?? null });
        onFocus?.(event);
      }}
      onBlur={(event) => {
        focused.current = false;
        setTyped(null);
        onBlur?.(event);
      }}
      onChange={(next) => {
        if (focused.current) setTyped({ value: next });
        onChange?.(next);
      }}
    />
  );
}
