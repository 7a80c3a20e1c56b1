import { californiaToday } from "./format";

declare const __BUILD_DAY__: string;

/** The day the site was built (California time); prerendered HTML shows the figures of that day. */
export const buildDay: string = typeof __BUILD_DAY__ === "string" ? __BUILD_DAY__ : californiaToday();
