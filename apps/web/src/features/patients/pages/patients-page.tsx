import { ModulePage } from '../../../app/pages/module-page';

/** The patients screen (being built). */
export function PatientsPage() {
  return <ModulePage />;
}
