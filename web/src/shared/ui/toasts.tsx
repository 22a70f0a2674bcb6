import { message, notification } from 'antd';
import { TOAST_DURATION_MS } from '../../config/constants';

// Toasts (spec section 9): one visible at a time, shown for 5 s, inside the F8
// notification region (app/NotificationRegion.tsx renders it). Each component that
// shows toasts takes them from these hooks and renders the holder they return, so the
// toast code loads with the few pages that use it, not with every page (antd's <App>
// wrapper would put it in every page's first download).

export const NOTIFICATION_REGION_ID = 'notification-region';

/** Where antd mounts its toasts: the region once it is rendered, <body> before that. */
export function notificationContainer(): HTMLElement {
  return document.getElementById(NOTIFICATION_REGION_ID) ?? document.body;
}

const TOAST_CONFIG = { maxCount: 1, duration: TOAST_DURATION_MS / 1000, getContainer: notificationContainer };

/** antd's message API and the holder to render beside the component's content. */
export const useMessageToasts = () => message.useMessage(TOAST_CONFIG);

/** antd's notification API and the holder to render beside the component's content. */
export const useNotificationToasts = () => notification.useNotification(TOAST_CONFIG);
