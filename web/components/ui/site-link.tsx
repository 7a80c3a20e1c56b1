import type { AnchorHTMLAttributes, Ref } from "react";
import { hrefOf } from "@/lib/base-path";

// A link between public pages. A public page is a document of its own (docs/decisions/0019): its
// links are plain links the browser follows, the same in the prerender and in the browser's
// islands and dialogs, which run without React Router. `to` is a site path ("/form?open=x"); the
// Spanish build's base path is added to it (lib/base-path.ts).

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, ...rest }: LinkProps) {
  return <a {...rest} href={hrefOf(to)} />;
}
