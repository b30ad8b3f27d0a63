export { ProfileDetails } from './components/profile-details';
export { AuthForm } from './components/auth-form';
export { AuthShell } from './components/auth-shell';
export { VerifyForm } from './components/verify-form';
export type { VerifyState } from './components/verify-state';
export { ResetPasswordForm } from './components/reset-password-form';
export { LegacyProfile } from './components/legacy-profile';
export {
  ADDRESS_EXTRAS,
  ADDRESS_FIELDS,
  AddressFields,
  addressValues,
  type AddressField,
  type AddressValues,
} from './components/address-fields';
export { useLogout } from './api/logout';
export { accountKeys } from './api/account-keys';
export { useAddresses, addressesQuery } from './api/addresses';
export { keepAccessTokenCopy } from './api/access-token';
export { rememberLanguageOnAccount } from './api/language';
export { useAuthTexts } from './auth-texts';
