import { createFormHook, revalidateLogic } from '@tanstack/react-form';
import { BoundPasswordField, BoundTextField } from './boundFields';
import { Form, SubmitButton } from './boundForm';
import { focusFirstInvalid } from './focusFirstInvalid';
import { fieldContext, formContext } from './formContexts';

const { useAppForm: useBoundForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: BoundTextField, PasswordField: BoundPasswordField },
  formComponents: { Form, SubmitButton },
});

/** A field's `onDynamic` rule runs on submit, then on every change once the form has been submitted. */
const onSubmitThenOnChange = revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' });

/**
 * The hook of every TanStack form of the site, with its bound parts: `form.Form` (a SafeForm, so
 * it never submits natively), `form.SubmitButton`, and the fields `field.TextField` and
 * `field.PasswordField`, whose inputs carry no `name`.
 *
 * Every form behaves the same way: a field's rule (`validators: { onDynamic }`) is checked on
 * submit, then again on every change; a field shows its first error only; a rejected submit moves
 * focus to the first invalid field. Give each form a `formId`: its fields' ids derive from it.
 */
export const useAppForm: typeof useBoundForm = (options) =>
  useBoundForm({ validationLogic: onSubmitThenOnChange, onSubmitInvalid: ({ formApi }) => focusFirstInvalid(formApi), ...options });
