import { AdminError } from "@/features/admin/components/admin-error";
import { ReportPage } from "@/features/admin/components/report-page";
import { reportLoader } from "@/features/admin/loaders";
import { adminMeta } from "@/features/admin/meta";
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
