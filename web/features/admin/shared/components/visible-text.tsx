import { Fragment } from "react";
import { codePointName, splitInvisible } from "@/lib/invisible-characters";

/**
 * A visitor's words as staff read them: each hidden character (zero-width, direction marks and
 * overrides, tags, private use; web/lib/invisible-characters.ts) shown as a marker such as
 * ⟨U+202E⟩ instead of acting, and the whole isolated (<bdi>), so neither a stored override nor
 * right-to-left words reorder what staff read or what stands around them. What was stored, and
 * what the worker sent, is unchanged.
 */
export function VisibleText({ text }: { text: string }) {
  return (
    <bdi>
      {splitInvisible(text).map((part, index) => (
        <Fragment key={index}>
          {"text" in part ? (
            part.text
          ) : (
            <span
              className="mx-px rounded bg-amber-100 px-0.5 font-mono text-[0.8em] text-amber-950"
              title="A hidden character in the text as it was sent"
            >
              ⟨{codePointName(part.hidden)}⟩
            </span>
          )}
        </Fragment>
      ))}
    </bdi>
  );
}
