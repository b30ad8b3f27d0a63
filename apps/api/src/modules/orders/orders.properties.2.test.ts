import { describeOrderProperties } from '../../../test/order-properties.ts';

/**
 * Order invariants under random sequences of operations, part 2 of 2: the sequences are shared out
 * between this file and orders.properties.1.test.ts so that two workers try them at once.
 */
describeOrderProperties({ part: 2, of: 2 });
