import { first } from './first.ts';

export const second = (): string => (Math.random() > 2 ? first() : 'second');
