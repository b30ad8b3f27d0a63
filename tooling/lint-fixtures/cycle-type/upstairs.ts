import type { Ground } from './ground.ts';

export const upstairs = (floor: Ground): string => `above ${floor.name}`;
