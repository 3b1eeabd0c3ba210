import { EMAIL_PATTERN } from '@mahir/shared/contract/form-fields';
import { PasswordInput, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { useApi } from './api-context';
import { useUiLanguage } from './language';
import { routes } from './routes';
import { type SelectOption, stateOptions } from './select-options';

export { type SelectOption, stateOptions };

/** A form's `getInputProps`, narrowed to the fields a group of inputs fills. */
export type FieldProps<K extends string> = (name: K) => GetInputPropsReturnType;

/**
 * Email, Confirm Email, Password and Confirm Password of a new account (checkout and reseller
 * registration); the caller lays them out. `onEmailBlur` checks whether the email is taken.
 */
export function NewAccountFields({
  field,
  emailError,
  onEmailBlur,
  emailAutoComplete,
}: {
  field: FieldProps<'email' | 'confirm_email' | 'password' | 'confirm_password'>;
  emailError: ReactNode;
  onEmailBlur: (event: FocusEvent<HTMLInputElement>) => void;
  emailAutoComplete?: string;
}) {
  const { t } = useUiLanguage();
  return (
    <>
      <TextInput
        label={t('field.email')}
        required
        maxLength={50}
        autoComplete={emailAutoComplete}
        {...field('email')}
        onBlur={onEmailBlur}
        error={emailError}
      />
      <TextInput label={t('field.confirmEmail')} required maxLength={50} {...field('confirm_email')} />
      <PasswordInput
        label={t('field.password')}
        required
        maxLength={50}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordInput
        label={t('field.confirmPassword')}
        required
        maxLength={50}
        autoComplete="new-password"
        {...field('confirm_password')}
      />
    </>
  );
}

/** The Email input of the sign-in, sign-up and password-recovery forms. */
export function EmailInput(props: GetInputPropsReturnType) {
  const { t } = useUiLanguage();
  return <TextInput label={t('field.email')} type="email" autoComplete="email" required {...props} />;
}

/** A new password and its confirmation (sign-up, password reset); `passwordLabel` names the first. */
export function NewPasswordFields({
  field,
  passwordLabel,
}: {
  field: FieldProps<'password' | 'password_confirmation'>;
  passwordLabel: string;
}) {
  const { t } = useUiLanguage();
  return (
    <>
      <PasswordInput label={passwordLabel} autoComplete="new-password" required {...field('password')} />
      <PasswordInput
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        required
        {...field('password_confirmation')}
      />
    </>
  );
}

/** An empty address as the forms of {@link AddressFields} start: Malaysia chosen, the rest blank. */
export const EMPTY_ADDRESS = {
  address1: '',
  address2: '',
  country: '1',
  postcode: '',
  state: '',
  city: '',
};

/**
 * Address 1, Address 2, Country, Postcode, State and City, all required but Address 2. With
 * `keepSelection`, picking the chosen option again does not empty the select, and a cleared state shows
 * nothing (null, not '': that also clears the text shown and the search that filters the list).
 */
export function AddressFields({
  field,
  countries,
  states,
  stateValue,
  keepSelection = false,
  postcodeMaxLength = 5,
  numericPostcode = false,
}: {
  field: FieldProps<'address1' | 'address2' | 'country' | 'postcode' | 'state' | 'city'>;
  countries: SelectOption[];
  states: SelectOption[];
  /** The form's state value, when a cleared state must show empty (with `keepSelection`). */
  stateValue?: string;
  keepSelection?: boolean;
  postcodeMaxLength?: number;
  numericPostcode?: boolean;
}) {
  const keep = keepSelection ? { allowDeselect: false } : {};
  const { t } = useUiLanguage();
  return (
    <>
      <TextInput label={t('field.address1')} required {...field('address1')} />
      <TextInput label={t('field.address2')} {...field('address2')} />
      <Select label={t('field.country')} required {...keep} data={countries} {...field('country')} />
      <TextInput
        label={t('field.postcode')}
        required
        maxLength={postcodeMaxLength}
        inputMode={numericPostcode ? 'numeric' : undefined}
        {...field('postcode')}
      />
      <Select
        label={t('field.state')}
        required
        {...keep}
        searchable
        data={states}
        {...field('state')}
        {...(stateValue === undefined ? {} : { value: stateValue || null })}
      />
      <TextInput label={t('field.city')} required {...field('city')} />
    </>
  );
}

/** Whether a new account's email is registered already: `check` asks the server when the field is left. */
export function useEmailTaken() {
  const api = useApi();
  const [taken, setTaken] = useState(false);
  const check = async (email: string) => {
    if (!EMAIL_PATTERN.test(email)) return setTaken(false);
    try {
      const { is_exist } = await api.data(routes.resellerRegistration.checkUser, { body: { email } });
      setTaken(is_exist);
    } catch (err) {
      console.error('reseller/check/user failed', err);
    }
  };
  return { taken, setTaken, check };
}
