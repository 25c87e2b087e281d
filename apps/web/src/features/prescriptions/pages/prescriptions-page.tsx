import { ModulePage } from '../../../app/pages/module-page';

/** The prescriptions screen (being built). */
export function PrescriptionsPage() {
  return <ModulePage />;
}
