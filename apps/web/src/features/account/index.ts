// Registers the interceptors that keep the old /profile page's Bearer token current.
import './api/access-token';

export { ProfileDetails } from './components/profile-details';
export { AuthForm } from './components/auth-form';
export { AuthShell } from './components/auth-shell';
export { VerifyForm } from './components/verify-form';
export type { VerifyState } from './components/auth-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { LegacyProfile } from './components/legacy-profile';
export { formatAddressLines } from './components/address-book';
export { useLogout } from './api/logout';
export { useAddresses, addressesQuery } from './api/addresses';
