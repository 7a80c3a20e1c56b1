import { AdminError } from "@/features/admin/shared/components/admin-error";
import { LoginPage } from "@/features/admin/staff/components/login-page";
import { StaffFrame } from "@/features/admin/shared/components/staff-layout";
import { loginLoader } from "@/features/admin/staff/loaders";
import { adminMeta } from "@/features/admin/shared/meta";
import type { Route } from "./+types/login";

// Everything under /admin is client-rendered from the admin shell, never prerendered, never
// indexed (docs/admin-api.md).
export const meta = () => adminMeta("Sign in");
export const clientLoader = loginLoader;

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return <LoginPage pending={loaderData.pending} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StaffFrame session={null}>
      <AdminError error={error} />
    </StaffFrame>
  );
}
