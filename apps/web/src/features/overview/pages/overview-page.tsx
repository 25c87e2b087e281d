import { ModulePage } from '../../../app/pages/module-page';

/** The overview screen (being built). */
export function OverviewPage() {
  return <ModulePage />;
}
