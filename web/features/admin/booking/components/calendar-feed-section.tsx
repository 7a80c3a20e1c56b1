import { useEffect, useRef, useState } from "react";
import {
  getCalendarFeed,
  makeCalendarFeed,
  turnOffCalendarFeed,
  type CalendarFeed,
  type NewCalendarFeed,
} from "../api/calendar-feed";
import { localTime } from "../../shared/time";
import { ConfirmDialog } from "../../shared/components/confirm-dialog";
import { DetailSection } from "../../shared/components/detail-section";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { ShownOnce } from "../../shared/components/shown-once";
import { adminButton, adminSecondaryButton } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

// The signed-in user's calendar feed (issue 35): on or off, a new link shown once, a new link that
// replaces the old one, and off. Both of the last two are asked about first: calendars that use
// the old link stop showing the calls.

/** A link just made, shown once: focus moves here so keyboard and screen reader users find it. */
function NewLink({ url, onDone }: { url: string; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Link copied.");
    } catch {
      setCopied("Copying is not possible here: please select the link and copy it yourself.");
    }
  }

  return (
    <ShownOnce label="Your calendar link" secret={url} doneLabel="Done, hide the link" onDone={onDone}>
      <p className="font-semibold">Your calendar link:</p>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <code
          data-testid="calendar-feed-url"
          className="rounded border border-slate-400 bg-white px-3 py-1 font-mono break-all"
        >
          {url}
        </code>
        <button type="button" className={adminSecondaryButton} onClick={copy}>
          Copy link
        </button>
      </p>
      <StatusMessage message={copied} />
      <p className="mt-1">
        It works in Google Calendar or Outlook with “subscribe from URL”: in Google Calendar, Other calendars,
        then From URL; in Outlook, Add calendar, then Subscribe from web. Paste the link there.
      </p>
      <p className="mt-2">
        <strong>Anyone with this link sees the times and references of your calls</strong>, so keep it to
        yourself. It is shown only now: if you lose it, make a new link.
      </p>
    </ShownOnce>
  );
}

export function CalendarFeedSection() {
  const { csrfToken } = useAdminSession();
  const { run: runLoad, error: loadError } = useAdminAction("loading your calendar feed");
  const make = useAdminAction("making a calendar link");
  const replace = useAdminAction("making a new calendar link");
  const turnOff = useAdminAction("turning off the calendar feed");
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const made = useRef<NewCalendarFeed | null>(null);
  const makeButton = useRef<HTMLButtonElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const focusMakeButton = useRef(false);

  useEffect(() => {
    let live = true;
    void runLoad(async () => {
      const loaded = await getCalendarFeed();
      if (live) setFeed(loaded);
    });
    return () => {
      live = false;
    };
  }, [runLoad]);

  useEffect(() => {
    if (focusMakeButton.current && makeButton.current) {
      focusMakeButton.current = false;
      makeButton.current.focus();
    }
  });

  function shown(answer: NewCalendarFeed) {
    setFeed({ active: true, createdAt: answer.createdAt });
    setLink(answer.url);
    setNotice(null);
  }

  return (
    <DetailSection title="Calendar feed">
      <p>
        See your booked calls in your own calendar through a private link that Google Calendar or Outlook
        subscribes to. Each call shows with its time, the lead’s reference and language, and a link to the
        lead here; never a name, phone number or case details.
      </p>
      <div className="mt-3 space-y-3">
        {!feed ? (
          loadError ? (
            <ErrorAlert message={loadError} focus={false} />
          ) : (
            <p aria-live="polite">Loading…</p>
          )
        ) : (
          <>
            <p ref={statusLine} tabIndex={-1} className="font-semibold focus:outline-none">
              {feed.active
                ? `Your calendar feed is on${feed.createdAt ? `: its link was made ${localTime(feed.createdAt)}` : ""}.`
                : "Your calendar feed is off."}
            </p>
            {link && (
              <NewLink
                url={link}
                onDone={() => {
                  setLink(null);
                  statusLine.current?.focus();
                }}
              />
            )}
            {feed.active ? (
              <div className="flex flex-wrap gap-3">
                <ConfirmDialog
                  trigger="Make a new link"
                  title="Make a new calendar link?"
                  confirm="Make a new link"
                  pending="Making…"
                  onConfirm={async () => {
                    made.current = null;
                    const outcome = await replace.run(async () => {
                      made.current = await makeCalendarFeed(csrfToken);
                    });
                    return outcome.ok ? null : outcome.message;
                  }}
                  // Shown once the dialog is closed, so that the new link can take the focus.
                  onConfirmed={() => made.current && shown(made.current)}
                >
                  <p>
                    The link you have now stops working at once: calendars that use it stop showing your calls
                    until you add the new link to them.
                  </p>
                </ConfirmDialog>
                <ConfirmDialog
                  trigger="Turn off"
                  title="Turn off your calendar feed?"
                  confirm="Turn off the feed"
                  pending="Turning off…"
                  onConfirm={async () => {
                    const outcome = await turnOff.run(() => turnOffCalendarFeed(csrfToken));
                    return outcome.ok ? null : outcome.message;
                  }}
                  onConfirmed={() => {
                    setFeed({ active: false, createdAt: null });
                    setLink(null);
                    setNotice("The calendar feed is off. Its link no longer works.");
                    // Its buttons are gone; "Make a calendar link" takes their place.
                    focusMakeButton.current = true;
                  }}
                >
                  <p>
                    The link stops working at once, and calendars that use it stop showing your calls. You can
                    make a new link at any time.
                  </p>
                </ConfirmDialog>
              </div>
            ) : (
              <div>
                <button
                  ref={makeButton}
                  type="button"
                  className={adminButton}
                  disabled={make.pending}
                  onClick={async () => {
                    setNotice(null);
                    made.current = null;
                    const outcome = await make.run(async () => {
                      made.current = await makeCalendarFeed(csrfToken);
                    });
                    if (outcome.ok && made.current) shown(made.current);
                  }}
                >
                  {make.pending ? "Making…" : "Make a calendar link"}
                </button>
                <ErrorAlert message={make.error} />
              </div>
            )}
            <StatusMessage message={notice} />
          </>
        )}
      </div>
    </DetailSection>
  );
}
