import { PageHeading } from '../../components/ui/status';
import { LegacyProfile } from '../../features/account';
import { MY_ACCOUNT_PAGE_TEXTS } from '@shop/shared';
import { PageMeta } from '../../components/ui/page-meta';
import { useScreenTexts } from '../../lib/i18n';

/** /profile: the older, simple My Profile page. */
export default function ProfileScreen() {
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  return (
    <div className="container-page max-w-3xl py-10">
      <PageMeta title={texts.myProfile} />
      <PageHeading>{texts.myProfile}</PageHeading>
      <LegacyProfile />
    </div>
  );
}
