import { useAuthStore } from '../../../lib/auth-store';
import { AddressBook } from './address-book';
import { ChangePassword } from './change-password-form';
import { PhoneVerification } from './phone-verification';
import { ProfileForm } from './profile-form';

/** Profile Details tab: name, phone (and its verification for phone log-in), read-only e-mail, saved addresses, password change. */
export function ProfileDetails() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return (
    <div className="flex flex-col gap-8">
      <ProfileForm user={user} />
      <hr className="border-line" />
      <PhoneVerification user={user} />
      <hr className="border-line" />
      <AddressBook />
      <hr className="border-line" />
      <ChangePassword />
    </div>
  );
}
