import type { ComponentProps } from "react";
import { Link } from "@/components/ui/site-link";
import type { InternalLinkEvent } from "@/lib/analytics";

type Props = ComponentProps<typeof Link> & {
  to: string;
  category: string;
  priority?: InternalLinkEvent["priority"];
  extra?: InternalLinkEvent["extra"];
};

/**
 * An internal link that reports internal_link_click (only if a tag function was loaded with
 * consent). The report is the site script's (lib/analytics.ts, trackLinkClicks); the link carries
 * what it reports.
 */
export function TrackedLink({ to, category, priority = "medium", extra, ...rest }: Props) {
  return (
    <Link
      to={to}
      data-track-target={to}
      data-track-category={category}
      data-track-priority={priority}
      data-track-extra={extra ? JSON.stringify(extra) : undefined}
      {...rest}
    />
  );
}
