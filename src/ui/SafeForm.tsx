import type { ComponentPropsWithoutRef } from 'react';

type Props = Omit<ComponentPropsWithoutRef<'form'>, 'method' | 'action' | 'noValidate'>;

/**
 * The one form element of the site: it never submits natively, with or without JavaScript.
 *
 * A native submission would put every named field in the URL (`/auth?email=…&password=…`), and
 * with it in the history and the host's logs; before hydration, or when the script fails, the
 * browser would do just that. So the form renders `method="dialog"`: by the HTML standard,
 * submitting a dialog-method form that has no ancestor `<dialog>` element does nothing at all
 * (no navigation, no request). The chat's dialog is an Ariakit `div role="dialog"`, not a
 * `<dialog>`, so its forms are in the same case; never put a SafeForm inside a native `<dialog>`,
 * whose submission would close it. Callers cannot choose another method or an action, and their
 * fields carry no `name` (`TextField` takes none), so even a submission would have nothing to send.
 *
 * `noValidate` leaves checking to the app, which shows its own messages. On submit, the native
 * default is cancelled before the caller's `onSubmit` runs; without one the form is inert.
 */
export function SafeForm({ onSubmit, ...props }: Props) {
  return (
    <form
      {...props}
      method="dialog"
      action={undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
      }}
    />
  );
}
