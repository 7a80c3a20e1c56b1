import type { InputHTMLAttributes, Ref } from "react";
import { adminInput } from "../../shared/components/styles";

/**
 * The 6-digit code from an authenticator app, as every second-factor form asks for it (enrolment,
 * the sign-in step, new recovery codes): digits on a phone's keypad, the browser's one-time-code
 * autofill, room for a space in the middle as apps show it.
 */
export function AppCodeInput({
  inputRef,
  ...rest
}: { inputRef?: Ref<HTMLInputElement>; id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      ref={inputRef}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      className={`${adminInput} max-w-40 font-mono text-lg tracking-widest`}
      {...rest}
    />
  );
}
