import { site } from "../lib/site-config";

/** The words of every "call us" button: the verb and the firm's number from config/site.json. */
export const callLabel = `Call ${site.contact.phoneDisplay}`;

/** The link to /book in the contact box. */
export const scheduleCallLabel = "Schedule a call at a time that suits you";
