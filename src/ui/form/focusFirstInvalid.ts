import type { AnyFormApi } from '@tanstack/react-form';
import { fieldId } from './formContexts';

/** After a rejected submit, moves focus to the first field, in page order, that has an error. */
export function focusFirstInvalid(form: AnyFormApi): void {
  const invalid = Object.keys(form.fieldInfo)
    .filter((name) => (form.getFieldMeta(name)?.errors.length ?? 0) > 0)
    .map((name) => `#${CSS.escape(fieldId(form.formId, name))}`);
  // One selector list: querySelector returns the match that comes first in the document.
  if (invalid.length > 0) document.querySelector<HTMLElement>(invalid.join(', '))?.focus();
}
