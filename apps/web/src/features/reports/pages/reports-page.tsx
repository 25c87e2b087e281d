import { ModulePage } from '../../../app/pages/module-page';

/** The reports screen (being built). */
export function ReportsPage() {
  return <ModulePage />;
}
