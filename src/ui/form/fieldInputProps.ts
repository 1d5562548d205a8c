import type { AnyFieldApi } from '@tanstack/react-form';
import type { ChangeEvent } from 'react';
import { fieldId, useFieldContext } from './formContexts';

/** A field's first error message: one rule can report more than one, and one is shown at a time. */
export function firstError(field: AnyFieldApi): string | undefined {
  const [first] = field.state.meta.errors as ({ message?: string } | undefined)[];
  return first?.message;
}

/**
 * Binds the surrounding `form.AppField` to an input (`TextField`, `PasswordField`): its id, value
 * and first error. No `name`: the field gives a native form submission nothing to send.
 */
export function useFieldInputProps() {
  const field = useFieldContext<string>();
  return {
    id: fieldId(field.form.formId, field.name),
    value: field.state.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.handleChange(event.target.value),
    onBlur: field.handleBlur,
    error: firstError(field),
  };
}
