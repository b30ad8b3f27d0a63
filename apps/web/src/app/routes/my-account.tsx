import type { ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ERROR_FALLBACK, MY_ACCOUNT_PAGE_TEXTS, SUCCESS, type ScreenTexts } from '@shop/shared';
import { useScreenTexts } from '../../lib/i18n';
import { PageHeading } from '../../components/ui/status';
import { paths } from '../../config/paths';
import { toast, toastError } from '../../lib/toast';
import { ProfileDetails, useLogout } from '../../features/account';
import { OrderHistory, TrackOrders } from '../../features/orders';
import { ContactSupport, FeedbackForm } from '../../features/messages';
import { MyStockAlerts } from '../../features/stock-alerts';
import { MyWallet } from '../../features/wallet';
import { PageMeta } from '../../components/ui/page-meta';

type Texts = ScreenTexts['myAccountPage'];
const TABS: { id: string; label: (texts: Texts) => string; Panel: ComponentType }[] = [
  { id: 'track', label: (t) => t.tabTrack, Panel: TrackOrders },
  { id: 'history', label: (t) => t.tabHistory, Panel: OrderHistory },
  { id: 'alerts', label: (t) => t.tabAlerts, Panel: MyStockAlerts },
  { id: 'credit', label: (t) => t.tabCredit, Panel: MyWallet },
  { id: 'feedback', label: (t) => t.tabFeedback, Panel: FeedbackForm },
  { id: 'profile', label: (t) => t.tabProfile, Panel: ProfileDetails },
  { id: 'support', label: (t) => t.tabSupport, Panel: ContactSupport },
];

/** /my-account: side tabs chosen by the `tab` query parameter, and Logout. */
export default function MyAccountScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const active = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0]!;
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast.info(SUCCESS.loggedOut);
        navigate(paths.auth);
      },
      onError: (error) => toastError(error, ERROR_FALLBACK.logout),
    });

  return (
    <div className="container-page py-10">
      <PageMeta title={texts.pageTitle(active.label(texts))} />
      <PageHeading>{texts.heading}</PageHeading>
      <div className="grid gap-8 md:grid-cols-[220px_1fr]">
        <nav aria-label={texts.sections} className="min-w-0">
          <ul className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
            {TABS.map((tab) => (
              <li key={tab.id}>
                <button
                  type="button"
                  aria-current={tab.id === active.id ? 'page' : undefined}
                  onClick={() => setParams({ tab: tab.id })}
                  className={`w-full rounded-[var(--radius-control)] px-4 py-2.5 text-left text-sm font-semibold whitespace-nowrap ${
                    tab.id === active.id ? 'bg-ink text-white' : 'bg-card text-ink-soft hover:text-ink'
                  }`}
                >
                  {tab.label(texts)}
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={onLogout}
                disabled={logout.isPending}
                className="w-full rounded-[var(--radius-control)] px-4 py-2.5 text-left text-sm font-semibold whitespace-nowrap text-danger hover:bg-danger-soft"
              >
                {texts.logout}
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="account-tab-title" className="card p-5 sm:p-8">
          <h2 id="account-tab-title" className="mb-6 text-2xl font-bold">
            {active.label(texts)}
          </h2>
          <active.Panel />
        </section>
      </div>
    </div>
  );
}
