import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../config/constants';

/** The slide-out menu of narrow screens; loaded on first open, so wide screens never download the drawer. */
export function MobileMenu({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer title={PRODUCT_NAME} placement="right" open={open} onClose={onClose} size={280}>
      {children}
    </Drawer>
  );
}
