import { AdminError } from "@/features/admin/shared/components/admin-error";
import { EnrolPage } from "@/features/admin/staff/components/enrol-page";
import { StaffFrame } from "@/features/admin/shared/components/staff-layout";
import { enrolLoader } from "@/features/admin/staff/loaders";
import { adminMeta } from "@/features/admin/shared/meta";
import type { Route } from "./+types/enrol";

// Outside the signed-in layout: the session here has passed the password only.
export const meta = () => adminMeta("Set up your authenticator app");
export const clientLoader = enrolLoader;

export default function AdminEnrol({ loaderData }: Route.ComponentProps) {
  return <EnrolPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StaffFrame session={null}>
      <AdminError error={error} />
    </StaffFrame>
  );
}
