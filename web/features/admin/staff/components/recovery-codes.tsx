import { useEffect, useRef } from "react";
import { site } from "@/lib/site-config";
import { recoveryCodesText } from "../api/enrolment";
import { adminButton, adminSecondaryButton } from "../../shared/components/styles";

/** Offers a text as a file download, made in the browser: the codes never travel again. */
function downloadText(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The ten recovery codes, shown once: right after the second factor was set up (the page's heading),
 * or on the account page after making new ones that replace the old (`replaced`: a heading inside
 * that page's section). Focus lands on the heading so screen reader users hear that it changed.
 */
export function RecoveryCodes({
  codes,
  username,
  onDone,
  replaced = false,
}: {
  codes: string[];
  username: string;
  onDone: () => void;
  replaced?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const Heading = replaced ? "h3" : "h1";

  return (
    <>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className={`${replaced ? "text-xl" : "text-2xl"} font-bold focus:outline-none`}
      >
        {replaced ? "Save your new recovery codes" : "Save your recovery codes"}
      </Heading>
      <p className="mt-2">
        {replaced
          ? "Your old recovery codes no longer work, used or not. "
          : "Your authenticator app is set up. "}
        If you lose your phone, each of these codes lets you sign in once instead of a code from the app. Keep
        them somewhere safe and apart from your phone, for example printed in a locked drawer or in a password
        manager. <strong>They are shown only now.</strong>
      </p>
      <ol aria-label="Recovery codes" className="mt-4 grid max-w-xl gap-2 font-mono text-lg sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded border border-slate-300 bg-slate-50 px-3 py-1 whitespace-nowrap">
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          className={adminSecondaryButton}
          onClick={() =>
            downloadText(
              recoveryCodesText(codes, username, site.brand.name),
              `recovery-codes-${username}.txt`,
            )
          }
        >
          Download as text
        </button>
        <button type="button" className={adminButton} onClick={onDone}>
          I have saved these codes
        </button>
      </div>
    </>
  );
}
