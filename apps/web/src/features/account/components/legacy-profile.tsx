import { KeyRound, Pencil, ShoppingBag } from 'lucide-react';
import { ERROR_FALLBACK, SCREEN } from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useLegacyProfile } from '../api/profile';

const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** Its actions are placeholders that only show alerts. */
const PLACEHOLDER_ACTIONS = [
  { label: 'Edit Profile', icon: Pencil, alert: 'Editing your profile here is coming soon. Use My Account for now.' },
  {
    label: 'Change Password',
    icon: KeyRound,
    alert: 'Changing your password here is coming soon. Use My Account for now.',
  },
  { label: 'My Orders', icon: ShoppingBag, alert: 'Your orders will be listed here soon. Use My Account for now.' },
] as const;

/** The old, simple My Profile page: loaded from GET /api/user/me with a Bearer token. */
export function LegacyProfile() {
  const profile = useLegacyProfile();

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
    return (
      <StateMessage tone="error">{SCREEN.listError(errorMessage(profile.error, ERROR_FALLBACK.account))}</StateMessage>
    );
  }

  const { user } = profile.data;
  const details = [
    ['Name', user.name],
    ['Email', user.email],
    ['Phone', user.phone],
    ['Gender', GENDER_LABELS[user.gender]],
    ['Saved addresses', String(user.addresses.length)],
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
        {PLACEHOLDER_ACTIONS.map(({ label, icon: Icon, alert }) => (
          <Button key={label} variant="secondary" onClick={() => window.alert(alert)}>
            <Icon className="size-4" aria-hidden />
            {label}
          </Button>
        ))}
        <ButtonLink to={paths.myAccountTab('profile')} variant="ghost">
          Go to My Account
        </ButtonLink>
      </div>
    </div>
  );
}
