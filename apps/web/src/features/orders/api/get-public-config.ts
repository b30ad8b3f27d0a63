import { queryOptions } from '@tanstack/react-query';
import { API, ERROR_FALLBACK } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { ordersKeys } from './orders-keys';

/** GET /config: which payment provider runs, its public key and its checkout script. */
export const getPublicConfig = () =>
  request({ method: 'get', url: API.config }, (c) => c.PublicConfig, ERROR_FALLBACK.loadRazorpay);

export const publicConfigQuery = () =>
  queryOptions({ queryKey: ordersKeys.publicConfig, queryFn: getPublicConfig, staleTime: Infinity });
