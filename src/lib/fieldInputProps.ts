import type { AnyFieldApi } from '@tanstack/react-form';
import type { ChangeEvent } from 'react';

/**
 * A field's first error message, once the form has been submitted: forms validate on submit,
 * then re-validate on every change.
 */
export function shownError(field: AnyFieldApi, submitted: boolean): string | undefined {
  const [first] = field.state.meta.errors as ({ message?: string } | undefined)[];
  return submitted ? first?.message : undefined;
}

/** Binds a TanStack Form text field to an input (`TextField`, `PasswordField`). */
export function fieldInputProps(field: AnyFieldApi, submitted: boolean) {
  return {
    name: field.name,
    value: field.state.value as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.handleChange(event.target.value),
    onBlur: field.handleBlur,
    error: shownError(field, submitted),
  };
}
