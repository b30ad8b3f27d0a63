import { SCREEN } from '@shop/shared';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';

export default function NotFoundScreen() {
  return (
    <div className="container-page flex flex-col items-center gap-6 py-24 text-center">
      <title>{`${SCREEN.notFoundTitle} | StoryFit`}</title>
      <p className="font-display text-7xl font-bold text-brand">404</p>
      <h1 className="text-3xl font-bold">{SCREEN.notFoundTitle}</h1>
      <p className="text-ink-soft">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to={paths.home}>{SCREEN.goHome}</ButtonLink>
    </div>
  );
}
