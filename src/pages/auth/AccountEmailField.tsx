import type { AnyFieldApi } from '@tanstack/react-form';
import { site } from '../../../content/site';
import { fieldInputProps } from '../../lib/fieldInputProps';
import { TextField } from '../../ui/TextField';

type Props = { id: string; field: AnyFieldApi; submitted: boolean };

/** The account's email, as both the login and the sign-up form ask for it. */
export function AccountEmailField({ id, field, submitted }: Props) {
  return (
    <TextField
      id={id}
      label="Email"
      type="email"
      autoComplete="email"
      placeholder={site.contactEmail}
      {...fieldInputProps(field, submitted)}
    />
  );
}
