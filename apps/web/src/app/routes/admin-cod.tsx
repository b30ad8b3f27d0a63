import { CodRulesScreen } from '../../features/cod-risk';

export default function AdminCodScreen() {
  return <CodRulesScreen />;
}
