import { KeyRound, Pencil, ShoppingBag } from 'lucide-react';
import { ERROR_FALLBACK, MY_ACCOUNT_PAGE_TEXTS, type ScreenTexts } from '@shop/shared';
import { useScreenTexts, useTexts } from '../../../lib/i18n';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useLegacyProfile } from '../api/profile';

type Texts = ScreenTexts['myAccountPage'];

/** Its actions are placeholders that only show alerts. */
const placeholderActions = (texts: Texts) =>
  [
    { label: texts.editProfile, icon: Pencil, alert: texts.editProfileSoon },
    { label: texts.changePassword, icon: KeyRound, alert: texts.changePasswordSoon },
    { label: texts.myOrders, icon: ShoppingBag, alert: texts.myOrdersSoon },
  ] as const;

/** The old, simple My Profile page: loaded from GET /api/user/me with a Bearer token. */
export function LegacyProfile() {
  const profile = useLegacyProfile();
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const listError = useTexts().common.listError;

  if (profile.isPending) {
    return (
      <div className="card flex flex-col gap-4 p-6" aria-busy>
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (profile.isError) {
    return <StateMessage tone="error">{listError(errorMessage(profile.error, ERROR_FALLBACK.account))}</StateMessage>;
  }

  const { user } = profile.data;
  const details = [
    [texts.name, user.name],
    [texts.email, user.email],
    [texts.phone, user.phone],
    [texts.gender, texts[user.gender]],
    [texts.addresses, String(user.addresses.length)],
  ] as const;

  return (
    <div className="card flex flex-col gap-6 p-6 sm:p-8">
      <div className="flex items-center gap-4">
        <div
          aria-hidden
          className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-soft font-display text-2xl font-bold text-brand-strong"
        >
          {user.name.trim().charAt(0).toUpperCase()}
        </div>
        <div className="min-w-0">
          <p className="text-xl font-semibold">{user.name}</p>
          <p className="text-ink-soft [overflow-wrap:anywhere]">{user.email}</p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-medium text-muted">{term}</dt>
            <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        {placeholderActions(texts).map(({ label, icon: Icon, alert }) => (
          <Button key={label} variant="secondary" onClick={() => window.alert(alert)}>
            <Icon className="size-4" aria-hidden />
            {label}
          </Button>
        ))}
        <ButtonLink to={paths.myAccountTab('profile')} variant="ghost">
          {texts.goToMyAccount}
        </ButtonLink>
      </div>
    </div>
  );
}
