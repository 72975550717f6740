import { App } from 'antd';
import type { ReactNode } from 'react';
import { NOTIFICATION, TOAST } from '../lib/constants';

type Kind = 'success' | 'error' | 'info' | 'warning';

export interface FeedbackMessage {
  title: ReactNode;
  description?: ReactNode;
  /** A message with the key of one on screen replaces it in place. */
  key?: string;
  /** Seconds on screen; `false` keeps it until it is replaced or closed. */
  duration?: number | false;
  icon?: ReactNode;
  /** Buttons under the message. */
  actions?: ReactNode;
}

/**
 * Two kinds of feedback: toasts for job outcomes (bottom right, 3 s) and notifications for
 * everything else (top right, 5 s). Both pause while the pointer is over them.
 */
export function useFeedback() {
  const { notification } = App.useApp();
  const show =
    (defaults: typeof TOAST | typeof NOTIFICATION) => (kind: Kind, message: FeedbackMessage) =>
      notification[kind]({ ...defaults, ...message });
  return {
    toast: show(TOAST),
    notify: show(NOTIFICATION),
    /** Closes the message with this key. */
    dismiss: (key: string) => notification.destroy(key),
  };
}
