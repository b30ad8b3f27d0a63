import { PageHeading } from '../../components/ui/status';
import { LegacyProfile } from '../../features/account';

/** /profile: the older, simple My Profile page. */
export default function ProfileScreen() {
  return (
    <div className="container-page max-w-3xl py-10">
      <title>My Profile | StoryFit</title>
      <PageHeading>My Profile</PageHeading>
      <LegacyProfile />
    </div>
  );
}
