// Imports as the web app writes them (no extension); second-part.tsx imports this file back.
import { SecondPart } from './second-part';

export function FirstPart() {
  return <SecondPart />;
}
