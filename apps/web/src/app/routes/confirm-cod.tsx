import { ConfirmCodView } from '../../features/cod-risk';

export default function ConfirmCodScreen() {
  return <ConfirmCodView />;
}
