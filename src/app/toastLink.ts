// A toast's link (toast.ts), loaded with the first toast that carries one: a small text button
// that is a real link, followed within the app when a navigator is given.
import Button from '@mui/material/Button';
import { createElement, type MouseEvent, type ReactNode } from 'react';

/**
 * A link the toast carries (notistack's action): a real link to `href`, followed within the app by
 * `navigate` when given (else the browser loads it); the toast closes when it is followed.
 */
export interface ToastLink {
  label: string;
  href: string;
  navigate?: (href: string) => void;
}

/** The toast's action: given how to close the toast, the link to show in it. */
export function toastLinkAction(link: ToastLink): (close: () => void) => ReactNode {
  return (close) =>
    createElement(
      Button,
      {
        href: link.href,
        color: 'inherit',
        size: 'small',
        sx: { fontWeight: 700, textDecoration: 'underline' },
        onClick: (event: MouseEvent<HTMLElement>) => {
          close();
          const { navigate } = link;
          // A plain click stays in the app; a modified one (new tab, new window) is the browser's.
          if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          navigate(link.href);
        },
      },
      link.label,
    );
}
