import { useEffect } from 'react';
import { API, type FunnelBeaconBody } from '@shop/shared';
import { http } from '../../../lib/api-client';

/**
 * Tells the shop's own server that a product page was seen or a checkout opened; the server counts
 * each visitor once per step and day. Nothing waits for it and nothing is said when it fails.
 */
export function sendFunnelBeacon(body: FunnelBeaconBody): void {
  http.post(API.funnel.beacon, body).catch(() => undefined);
}

/** Sends the beacon once the screen shows, and again when `key` changes (another product); not for null. */
export function useFunnelBeacon(body: FunnelBeaconBody | null, key = '') {
  const sent = body ? JSON.stringify(body) : null;
  useEffect(() => {
    if (sent) sendFunnelBeacon(JSON.parse(sent) as FunnelBeaconBody);
  }, [sent, key]);
}
