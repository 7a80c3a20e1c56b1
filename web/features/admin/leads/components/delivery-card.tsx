import { useState } from "react";
import { useRevalidator } from "react-router";
import { retryDelivery, type Delivery } from "../api/lead-detail";
import { channelLabel, deliveryLabel } from "../labels";
import { localTime } from "../../shared/time";
import { can } from "../../shared/roles";
import { ColumnHeaders } from "../../shared/components/staff-table";
import { Details, orDash } from "../../shared/components/detail-section";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { DeliveryBadge } from "./leads-table";
import { useAdminSession } from "../../shared/components/session-context";
import { adminSecondaryButton } from "../../shared/components/styles";
import { TableScroller } from "../../shared/components/table-scroller";
import { useAdminAction } from "../../shared/components/use-admin-action";

const attemptColumns = ["When", "Outcome", "HTTP status", "Error"] as const;

/** One delivery target of a lead: its state, its attempts, and a retry once it has failed. */
export function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const { csrfToken, user } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("retrying the delivery");
  const [queued, setQueued] = useState<string | null>(null);
  const canRetry =
    can(user.role, "retry-delivery") && (delivery.state === "failed" || delivery.state === "dead");
  const channel = channelLabel(delivery.channel);

  return (
    <li className="rounded-md border border-slate-300 p-4">
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {channel} <DeliveryBadge state={delivery.state} />
      </h3>
      <div className="mt-2">
        <Details
          rows={[
            ["Attempts", String(delivery.attemptCount)],
            ["Next attempt", delivery.nextAttemptAt ? localTime(delivery.nextAttemptAt) : "—"],
            ["Last error", orDash(delivery.lastError)],
          ]}
        />
      </div>
      {delivery.attempts.length > 0 && (
        <TableScroller label={`${channel} attempts`} className="mt-3">
          <table className="w-full border-collapse text-left">
            <caption className="text-left font-semibold">{channel} attempts</caption>
            <thead>
              <tr className="bg-slate-200">
                <ColumnHeaders names={attemptColumns} cellClassName="p-2" />
              </tr>
            </thead>
            <tbody>
              {delivery.attempts.map((attempt, index) => (
                <tr key={`${attempt.at}-${index}`} className="border-t border-slate-300">
                  <td className="p-2">
                    <time dateTime={attempt.at}>{localTime(attempt.at)}</time>
                  </td>
                  <td className="p-2">{deliveryLabel(attempt.outcome)}</td>
                  <td className="p-2">{attempt.httpStatus ?? "—"}</td>
                  <td className="break-words p-2">{orDash(attempt.error)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {canRetry && (
        <div className="mt-3">
          <button
            type="button"
            className={adminSecondaryButton}
            disabled={pending}
            onClick={async () => {
              setQueued(null);
              if ((await run(() => retryDelivery(delivery.id, csrfToken))).ok) {
                setQueued("Retry queued.");
                await revalidator.revalidate();
              }
            }}
          >
            {pending ? "Retrying…" : `Retry ${channel.toLowerCase()} delivery`}
          </button>
          <StatusMessage message={queued} />
          <ErrorAlert message={error} />
        </div>
      )}
    </li>
  );
}
