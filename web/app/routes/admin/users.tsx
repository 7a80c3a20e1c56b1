import { AdminError } from "@/features/admin/shared/components/admin-error";
import { UsersPage } from "@/features/admin/staff/components/users-page";
import { usersLoader } from "@/features/admin/staff/loaders";
import { adminMeta } from "@/features/admin/shared/meta";
import type { Route } from "./+types/users";

export const meta = () => adminMeta("Users");
export const clientLoader = usersLoader;

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersPage users={loaderData} />;
}

// A page that could not load (or that this account may not open) says so inside the staff layout.
// Declared here, not re-exported: React Router hands props only to an ErrorBoundary declared in
// the route module itself (a re-export would get no error to show).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
