import type { ComponentProps, ReactNode } from 'react';
import { Button } from '#src/ui/Button';
import type { ButtonVariant } from '#src/ui/Button.css';
import { SafeForm } from '#src/ui/SafeForm';
import { Spinner } from '#src/ui/Spinner';
import { useFormContext } from './formContexts';

/** The element of an app form (`form.Form`): a SafeForm whose submission validates, then submits. */
export function Form(props: Omit<ComponentProps<typeof SafeForm>, 'onSubmit'>) {
  const form = useFormContext();
  return <SafeForm {...props} onSubmit={() => void form.handleSubmit()} />;
}

type SubmitButtonProps = { className?: string; variant?: ButtonVariant; children: ReactNode } & (
  | { busy?: undefined }
  | {
      /** A request is running: the button is disabled (but keeps focus). */
      busy: boolean;
      /** The running request is this button's: it shows the spinner, announced with `pendingLabel`. */
      pending: boolean;
      pendingLabel: string;
    }
);

/** The submit button of an app form (`form.SubmitButton`), with the state of its request if it starts one. */
export function SubmitButton({ className, variant, children, ...request }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} className={className} disabled={request.busy} accessibleWhenDisabled>
      {request.busy !== undefined && request.pending ? <Spinner label={request.pendingLabel} /> : null}
      {children}
    </Button>
  );
}
