import { AdminError } from "@/features/admin/components/admin-error";
import { EnrolPage } from "@/features/admin/components/enrol-page";
import { StaffFrame } from "@/features/admin/components/staff-layout";
import { enrolLoader } from "@/features/admin/loaders";
import { adminMeta } from "@/features/admin/meta";
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
