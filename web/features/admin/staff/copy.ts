// What sign-in and set-up say, in plain words.

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
