// Class names shared by many sections, so links and buttons look and behave the same everywhere.
export const textLink = "font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950";
export const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-md bg-amber-400 px-6 text-lg font-semibold text-slate-950 hover:bg-amber-300";
export const secondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-md border-2 border-blue-800 px-6 text-lg font-semibold text-blue-900 hover:bg-blue-50";
export const darkButton =
  "inline-flex min-h-12 items-center justify-center rounded-md bg-blue-800 px-6 text-lg font-semibold text-white hover:bg-blue-900";
export const sectionBox = "mx-auto max-w-7xl px-4 py-12";
export const card = "rounded-lg border border-slate-200 bg-white p-6";
