import { ServerFilled } from "@/components/ui/server-filled";
import { useHydrated } from "@/lib/use-hydrated";
import { LazyManageCall } from "./on-demand";

/**
 * /booking: the call behind the link in a booking message. Without JavaScript, the server's plain
 * forms in place of the marker; with it, the call read from /api/booking/manage, with cancel and
 * move (manage-call.tsx, loaded on demand).
 */
export function BookingPage() {
  const hydrated = useHydrated();
  if (!hydrated) return <ServerFilled marker="booking-manage" />;
  const params = new URLSearchParams(window.location.search);
  // ?done= says what a form without JavaScript just did; ?error=slot-taken, a move that lost its time.
  return (
    <LazyManageCall token={params.get("t") || null} outcome={params.get("error") ?? params.get("done")} />
  );
}
