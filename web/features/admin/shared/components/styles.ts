// Class names of the staff area: compact controls that still meet the 24 px target size (WCAG 2.5.8).
export const adminButton =
  "inline-flex min-h-10 items-center justify-center rounded-md bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900 disabled:cursor-not-allowed disabled:bg-slate-500";
export const adminSecondaryButton =
  "inline-flex min-h-10 items-center justify-center rounded-md border-2 border-blue-800 bg-white px-4 font-semibold text-blue-900 hover:bg-blue-50 disabled:cursor-not-allowed disabled:opacity-60";
export const adminDangerButton =
  "inline-flex min-h-10 items-center justify-center rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-500";
export const adminInput =
  "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900";
export const adminLabel = "block font-semibold text-slate-900";
export const adminLink = "font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950";
export const adminSection = "rounded-lg border border-slate-300 bg-white p-4 sm:p-6";
export const adminHeading2 = "text-xl font-bold text-slate-900";

/**
 * Added to a control that must be a 44 px touch target on a phone (below md) and keeps its compact
 * size above. A variant, so it wins over the min-h-10 of the button styles whatever the CSS order.
 */
export const phoneTarget = "max-md:min-h-11";
