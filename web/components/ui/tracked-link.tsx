import type { ComponentProps } from "react";
import { Link } from "react-router";
import { trackInternalLink, type InternalLinkEvent } from "@/lib/analytics";

type Props = ComponentProps<typeof Link> & {
  to: string;
  category: string;
  priority?: InternalLinkEvent["priority"];
  extra?: InternalLinkEvent["extra"];
};

/** An internal link that reports internal_link_click (only if a tag function was loaded with consent). */
export function TrackedLink({ to, category, priority = "medium", extra, onClick, ...rest }: Props) {
  return (
    <Link
      to={to}
      onClick={(event) => {
        trackInternalLink({
          target: to,
          text: event.currentTarget.textContent?.trim() ?? "",
          priority,
          category,
          ...(extra ? { extra } : {}),
        });
        onClick?.(event);
      }}
      {...rest}
    />
  );
}
