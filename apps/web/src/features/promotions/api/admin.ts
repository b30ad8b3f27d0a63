import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  Coupon,
  CouponList,
  DiscountPerDay,
  Offer,
  OfferList,
  PROMOTION_TEXTS,
  PromotionSettings,
  type CouponInput,
  type OfferInput,
} from '@shop/shared';
import { request, send } from '../../../lib/api-client';
import { promotionsKeys } from './promotions-keys';

/** GET /coupons: every coupon with its uses, the discount it gave and the sales it brought. */
export const useCoupons = () =>
  useQuery({
    queryKey: promotionsKeys.coupons,
    queryFn: () =>
      request({ method: 'get', url: API.coupons.root }, CouponList, PROMOTION_TEXTS.fetchFailed).then((a) => a.coupons),
  });

export const useOffers = () =>
  useQuery({
    queryKey: promotionsKeys.offers,
    queryFn: () =>
      request({ method: 'get', url: API.offers.root }, OfferList, PROMOTION_TEXTS.fetchFailed).then((a) => a.offers),
  });

export const usePromotionSettings = () =>
  useQuery({
    queryKey: promotionsKeys.settings,
    queryFn: () =>
      request({ method: 'get', url: API.promotions.settings }, PromotionSettings, PROMOTION_TEXTS.fetchFailed),
  });

export const useDiscountPerDay = () =>
  useQuery({
    queryKey: promotionsKeys.discountPerDay,
    queryFn: () =>
      request({ method: 'get', url: API.promotions.discountPerDay }, DiscountPerDay, PROMOTION_TEXTS.fetchFailed).then(
        (a) => a.days,
      ),
  });

/** A write of the owner's: every promotions answer is asked again after it. */
function usePromotionWrite<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKeys.all }),
  });
}

export const useSaveCoupon = () =>
  usePromotionWrite(({ id, body }: { id: string | null; body: CouponInput }) =>
    request(
      { method: id ? 'put' : 'post', url: id ? API.coupons.one(id) : API.coupons.root, data: body },
      Coupon,
      PROMOTION_TEXTS.saveFailed,
    ),
  );

export const useEndCoupon = () =>
  usePromotionWrite((id: string) => send({ method: 'delete', url: API.coupons.one(id) }, PROMOTION_TEXTS.saveFailed));

export const useSaveOffer = () =>
  usePromotionWrite(({ id, body }: { id: string | null; body: OfferInput }) =>
    request(
      { method: id ? 'put' : 'post', url: id ? API.offers.one(id) : API.offers.root, data: body },
      Offer,
      PROMOTION_TEXTS.saveFailed,
    ),
  );

export const useEndOffer = () =>
  usePromotionWrite((id: string) => send({ method: 'delete', url: API.offers.one(id) }, PROMOTION_TEXTS.saveFailed));

export const useSaveSettings = () =>
  usePromotionWrite((body: PromotionSettings) =>
    request({ method: 'put', url: API.promotions.settings, data: body }, PromotionSettings, PROMOTION_TEXTS.saveFailed),
  );

export const unsubscribe = (token: string) =>
  send({ method: 'post', url: API.promotions.unsubscribe, data: { token } }, PROMOTION_TEXTS.unsubscribeInvalid);
