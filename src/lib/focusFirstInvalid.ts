type FormLike<Name extends string> = { getFieldMeta: (name: Name) => { errors: unknown[] } | undefined };

/** After a rejected submit, moves focus to the first field (in form order) that has an error. */
export function focusFirstInvalid<Name extends string>(form: FormLike<Name>, fieldIds: Partial<Record<Name, string>>): void {
  const fields = Object.entries(fieldIds) as [Name, string][];
  const invalid = fields.find(([name]) => (form.getFieldMeta(name)?.errors.length ?? 0) > 0);
  if (invalid) document.getElementById(invalid[1])?.focus();
}
