import { Placeholder } from './placeholder';

export default function Screen() {
  return <Placeholder title="Verify your account" />;
}
