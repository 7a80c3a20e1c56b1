import { textLink } from "@/components/ui/styles";
import { chrome } from "@/content/chrome";

/** A statute's official text, opened in a new tab (the deadline and wage tools cite the law). */
export function StatuteLink({ statute }: { statute: { title: string; url: string } }) {
  return (
    <a href={statute.url} className={textLink} rel="noopener" target="_blank">
      {statute.title}
      <span className="sr-only">{chrome.opensInNewTab}</span>
    </a>
  );
}
