export { perUser } from '../../plugins/rate-limit.ts';
