import { UsersPage } from "@/features/admin/components/users-page";
import { usersLoader } from "@/features/admin/loaders";
import { adminMeta } from "@/features/admin/meta";
import type { Route } from "./+types/users";

export const meta = () => adminMeta("Users");
export const clientLoader = usersLoader;

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersPage users={loaderData} />;
}

// A page that could not load (or that this account may not open) says so inside the staff layout.
export { AdminError as ErrorBoundary } from "@/features/admin/components/admin-error";
