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
