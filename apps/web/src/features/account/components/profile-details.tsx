/** Profile Details tab: name, phone, read-only e-mail, saved addresses, password change (issue: accounts). */
export function ProfileDetails() {
  return <p className="text-muted">Profile details are coming soon.</p>;
}
