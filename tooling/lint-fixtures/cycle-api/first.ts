// Imports as the API writes them (with the `.ts` extension); second.ts imports this file back.
import { second } from './second.ts';

export const first = (): string => `first then ${second()}`;
