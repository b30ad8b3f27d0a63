import { StopAlertsView } from '../../features/stock-alerts';

export default function AlertStopScreen() {
  return <StopAlertsView />;
}
