import { PageHeading } from '../../components/ui/status';

/** A screen whose issue has not landed yet: its title, so the route is reachable and named. */
export function Placeholder({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="container-page py-10">
      <title>{`${title} | StoryFit`}</title>
      <PageHeading lead={lead}>{title}</PageHeading>
    </div>
  );
}
