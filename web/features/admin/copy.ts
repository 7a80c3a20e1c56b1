import { AdminApiError } from "./api/request";

// What the staff area says when a call fails. Plain words; the user's input is always kept.

export function errorMessage(error: unknown, action: string): string {
  if (!(error instanceof AdminApiError)) {
    return `Something went wrong while ${action}. Please try again.`;
  }
  const fromServer = error.serverMessage();
  switch (error.kind) {
    case "network":
      return `We could not reach the server while ${action}. Check your connection and try again; what you typed is still here.`;
    case "server":
      return `The server had a problem while ${action}. Please try again in a moment; what you typed is still here.`;
    case "rate-limited":
      return fromServer ?? "Too many attempts. Please wait a few minutes and try again.";
    case "forbidden":
      return fromServer ?? "Your account cannot do this. Ask an administrator.";
    case "not-found":
      return "This lead no longer exists. Someone may have deleted it.";
    case "conflict":
      return fromServer ?? "This can no longer be done. Reload the page to see the latest state.";
    case "invalid":
      return fromServer ?? "Please check what you entered and try again.";
    case "unauthorized":
      return fromServer ?? "Please sign in again.";
  }
}

export const loginCopy = {
  heading: "Staff sign-in",
  intro: "Sign in to see and work the firm's leads.",
  wrongCredentials: "That user name and password do not match.",
  sessionEnded: "Please sign in again to continue.",
  signedOut: "You are signed out.",
  codeIntro:
    "Your password is right. Now open the authenticator app on your phone and type the 6-digit code it shows for this staff area.",
  recoveryIntro:
    "Type one of the recovery codes you saved when you set up the app. Each recovery code works only once.",
  wrongCode: "That code is not right. Codes change every 30 seconds: type the one the app shows now.",
  wrongRecoveryCode: "That recovery code is not right, or it was used before.",
};
