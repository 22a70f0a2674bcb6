import { useEffect } from 'react';
import { NOTIFICATION_REGION_ID } from '../shared/ui/toasts';

// Spec section 9: F8 focuses the notification region. antd renders its toasts
// (shared/ui/toasts.tsx) into this region instead of straight into <body>,
// so the region always exists — empty when no toast shows — and F8 has a target.

export function NotificationRegion() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const region = document.getElementById(NOTIFICATION_REGION_ID);
      if (!region) return;
      event.preventDefault();
      region.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  // tabIndex -1: reachable by F8 (and by script), not an extra stop in the Tab order.
  return <section id={NOTIFICATION_REGION_ID} aria-label="Notifications (F8)" tabIndex={-1} className="app-notification-region" />;
}
