import { Placeholder } from './placeholder';

export default function Screen() {
  return <Placeholder title="Admin Dashboard" />;
}
