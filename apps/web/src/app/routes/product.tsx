import { Suspense } from 'react';
import { useParams } from 'react-router';
import { CATALOGUE_ERROR_FALLBACK, PRODUCT_PAGE_TEXTS } from '@shop/shared';
import { ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { Loading, Skeleton, StateMessage } from '../../components/ui/status';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { Later } from '../../lib/take-over';
import { ProductDetails, RecentlyViewed, useProduct } from '../../features/catalogue';
import { FitSummaryNote, ReviewsSection, useReturnFit } from '../../features/reviews';
import { useFunnelBeacon } from '../../features/funnel';
import { useScreenTexts, useTexts } from '../../lib/i18n';

function ProductSkeleton() {
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  return (
    <Loading className="grid gap-8 lg:grid-cols-2 lg:gap-12" label={texts.loading}>
      <Skeleton className="aspect-[4/5]" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-7 w-1/4" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-12 w-full" />
      </div>
    </Loading>
  );
}

/** /product/:id: the product with gallery, choices and reviews. */
export default function ProductScreen() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error } = useProduct(id);
  const returnFit = useReturnFit(id);
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const catalogue = useTexts().catalogue;
  // A product seen: the first step of the shopper funnel, counted by the shop's own server.
  useFunnelBeacon(data ? { step: 'view' } : null, data?._id);
  return (
    <div className="container-page flex flex-col gap-16 py-8 sm:py-10">
      {isPending ? (
        <ProductSkeleton />
      ) : isError ? (
        <>
          <PageMeta title={texts.pageTitle} />
          <StateMessage
            tone="error"
            action={
              <ButtonLink to={paths.products} variant="secondary">
                {texts.browseAll}
              </ButtonLink>
            }
          >
            {catalogue.productFailed(errorMessage(error, CATALOGUE_ERROR_FALLBACK.fetchProduct))}
          </StateMessage>
        </>
      ) : (
        <>
          <PageMeta title={data.name} description={data.description} />
          <ProductDetails
            key={data._id}
            product={data}
            fitNote={<FitSummaryNote productId={data._id} />}
            returnFit={returnFit}
          />
          <RecentlyViewed exclude={data._id} />
          <Suspense fallback={<div id="reviews" className="min-h-64" />}>
            <Later>
              <ReviewsSection productId={data._id} />
            </Later>
          </Suspense>
        </>
      )}
    </div>
  );
}
