import type { ComponentProps } from 'react';
import { PasswordField } from '#src/ui/PasswordField';
import { TextField } from '#src/ui/TextField';
import { useFieldInputProps } from './fieldInputProps';

/** What a bound field takes from its form field rather than from the caller. */
type Bound<Props> = Omit<Props, keyof ReturnType<typeof useFieldInputProps>>;

/** A text field of the surrounding `form.AppField` (`field.TextField` in an app form). */
export function BoundTextField(props: Bound<ComponentProps<typeof TextField>>) {
  return <TextField {...props} {...useFieldInputProps()} />;
}

/** A password field of the surrounding `form.AppField` (`field.PasswordField` in an app form). */
export function BoundPasswordField(props: Bound<ComponentProps<typeof PasswordField>>) {
  return <PasswordField {...props} {...useFieldInputProps()} />;
}
