import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_TEXTS } from '../catalogue/product-page.texts.ts';
import { PRODUCT_PAGE_TEXTS_HI } from '../catalogue/product-page.texts.hi.ts';
import { DELIVERY_ZONE_LABELS } from '../delivery/delivery.zones.ts';
import { INDIA_MESSAGES } from '../india/india.ts';
import { INDIA_MESSAGES_HI } from '../india/india.texts.hi.ts';
import { ALERT_CONSENT_WORDING, STOCK_ALERT_TEXTS } from './stock-alerts.texts.ts';
import { STOCK_ALERT_TEXTS_HI } from './stock-alerts.texts.hi.ts';
import { ALERT_CONSENT_WORDING_HI } from './alert-consent-wording.hi.ts';

/*
 * The product page carries the few alert and PIN messages it shows itself in its own group, so a
 * Hindi product page loads no translator for them (docs/decisions/0315). They must stay the words
 * the server and the other screens use, in both languages.
 */
describe("the product page's copies of the alert, PIN and zone words", () => {
  it.each([
    ['English', PRODUCT_PAGE_TEXTS, STOCK_ALERT_TEXTS, INDIA_MESSAGES, ALERT_CONSENT_WORDING],
    ['Hindi', PRODUCT_PAGE_TEXTS_HI, STOCK_ALERT_TEXTS_HI, INDIA_MESSAGES_HI, ALERT_CONSENT_WORDING_HI],
  ] as const)('are the stock alerts’ and the address checks’ words in %s', (_, page, alerts, india, consent) => {
    // The consent's words: the server stores the catalogue's, the page shows its copy.
    expect(page.consentEmail).toBe(consent.email);
    expect(page.consentWhatsapp).toBe(consent.whatsapp);
    expect(page.alertSubscribed('M')).toBe(alerts.subscribed('M'));
    expect(page.consentRequired).toBe(alerts.consentRequired);
    expect(page.subscribeFailed).toBe(alerts.subscribeFailed);
    expect(page.emailRequired).toBe(alerts.emailRequired);
    expect(page.pinInvalid).toBe(india.pinInvalid);
    expect(page.pinUnknown).toBe(india.pinUnknown);
    expect(page.pinNotServiceable).toBe(india.pinNotServiceable);
    expect(page.codNotAvailablePin).toBe(india.codNotAvailablePin);
  });

  it('names the delivery zones as the zones table does', () => {
    expect([
      PRODUCT_PAGE_TEXTS.zoneSameCity,
      PRODUCT_PAGE_TEXTS.zoneSameState,
      PRODUCT_PAGE_TEXTS.zoneMetro,
      PRODUCT_PAGE_TEXTS.zoneRestOfIndia,
      PRODUCT_PAGE_TEXTS.zoneRemote,
    ]).toEqual([
      DELIVERY_ZONE_LABELS.same_city,
      DELIVERY_ZONE_LABELS.same_state,
      DELIVERY_ZONE_LABELS.metro,
      DELIVERY_ZONE_LABELS.rest_of_india,
      DELIVERY_ZONE_LABELS.north_east_islands,
    ]);
  });
});
