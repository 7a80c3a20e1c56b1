import { NotFound, notFoundMeta } from "@/components/ui/not-found";

export const meta = () => notFoundMeta("general");

export default function GeneralNotFound() {
  return <NotFound kind="general" />;
}
