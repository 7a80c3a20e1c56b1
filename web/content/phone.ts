import { site } from "../lib/site-config";
import { chrome } from "./chrome";

/** The words of every "call us" button: the verb and the firm's number from config/site.json. */
export const callLabel = chrome.figureCall(site.contact.phoneDisplay);

/** The link to /book in the contact box. */
export const scheduleCallLabel = chrome.figureScheduleCall;
