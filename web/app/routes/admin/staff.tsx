import { Outlet } from "react-router";
import { AdminError } from "@/features/admin/shared/components/admin-error";
import { StaffArea, StaffFrame } from "@/features/admin/shared/components/staff-layout";
import { staffLoader } from "@/features/admin/shared/loaders";
import type { Route } from "./+types/staff";

// Signed-in pages: the loader fetches the session (or redirects to sign-in) and the layout hands
// the CSRF token to every page below.
export const clientLoader = staffLoader;

export default function Staff({ loaderData }: Route.ComponentProps) {
  return (
    <StaffArea session={loaderData}>
      <Outlet />
    </StaffArea>
  );
}

// The session could not be loaded for another reason than "signed out" (401 redirects).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StaffFrame session={null}>
      <AdminError error={error} />
    </StaffFrame>
  );
}
