import type { User } from '@shop/shared';

/** The signed-in customer of the web's component tests. */
export const asha: User = {
  _id: '6f1c1c2e-8a7b-4d0e-9a53-3f1f9a1b2c3d',
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  gender: 'female',
  role: 'user',
  isVerified: true,
  phoneVerified: false,
  addresses: [],
};
