import { AdminError } from "@/features/admin/shared/components/admin-error";
import { ReportPage } from "@/features/admin/report/components/report-page";
import { reportLoader } from "@/features/admin/report/loaders";
import { adminMeta } from "@/features/admin/shared/meta";
import type { Route } from "./+types/report";

export const meta = () => adminMeta("Report");
export const clientLoader = reportLoader;

export default function AdminReport({ loaderData }: Route.ComponentProps) {
  return <ReportPage data={loaderData} />;
}

// A page that could not load says so inside the staff layout, which stays usable. Declared here,
// not re-exported: React Router hands props only to an ErrorBoundary declared in the route module.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
