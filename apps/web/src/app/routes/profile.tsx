import { PageHeading } from '../../components/ui/status';
import { LegacyProfile } from '../../features/account';
import { PageMeta } from '../../components/ui/page-meta';

/** /profile: the older, simple My Profile page. */
export default function ProfileScreen() {
  return (
    <div className="container-page max-w-3xl py-10">
      <PageMeta title="My Profile" />
      <PageHeading>My Profile</PageHeading>
      <LegacyProfile />
    </div>
  );
}
