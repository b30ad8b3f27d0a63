import { queryOptions } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, PublicConfig } from '@shop/shared';
import { request } from '../../../lib/api-client';

/** GET /config: which payment provider runs, its public key and its checkout script. */
export const getPublicConfig = () =>
  request({ method: 'get', url: API.config }, PublicConfig, ERROR_FALLBACK.loadRazorpay);

export const publicConfigQuery = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
