import { createFormHookContexts } from '@tanstack/react-form';

/** What the app's form hook (`appForm.ts`) shares with its bound field and form components. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/**
 * A field's element id: its form's `formId`, then its name (`login` and `email` give `login-email`).
 * Bound fields take it, and a rejected submit finds the field to focus by it.
 */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;
