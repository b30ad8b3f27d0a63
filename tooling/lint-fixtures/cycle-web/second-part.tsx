import { FirstPart } from './first-part';

export function SecondPart() {
  return <p>{String(FirstPart.name)}</p>;
}
