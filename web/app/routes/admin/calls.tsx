import { AdminError } from "@/features/admin/shared/components/admin-error";
import { CallsPage } from "@/features/admin/booking/components/calls-page";
import { callsLoader } from "@/features/admin/booking/loaders";
import { adminMeta } from "@/features/admin/shared/meta";
import type { Route } from "./+types/calls";

export const meta = () => adminMeta("Calls");
export const clientLoader = callsLoader;

export default function AdminCalls({ loaderData }: Route.ComponentProps) {
  return <CallsPage data={loaderData} />;
}

// A page that could not load says so inside the staff layout, which stays usable. Declared here,
// not re-exported: React Router hands props only to an ErrorBoundary declared in the route module.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
