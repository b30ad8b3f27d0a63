import { SCREEN } from '@shop/shared';
import { ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { paths } from '../../config/paths';

export default function NotFoundScreen() {
  return (
    <div className="container-page flex flex-col items-center gap-6 py-20 text-center sm:py-28">
      <PageMeta title={SCREEN.notFoundTitle} />
      <meta name="robots" content="noindex" />
      <p className="font-display text-8xl font-bold text-brand" aria-hidden>
        404
      </p>
      <h1 className="text-display-sm font-bold">{SCREEN.notFoundTitle}</h1>
      <p className="max-w-md text-ink-soft">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home} size="lg">
          {SCREEN.goHome}
        </ButtonLink>
        <ButtonLink to={paths.products} variant="secondary" size="lg">
          Browse T-shirts
        </ButtonLink>
      </div>
    </div>
  );
}
