import { site } from "../lib/site-config";

/** The words of every "call us" button: the verb and the firm's number from config/site.json. */
export const callLabel = `Call ${site.contact.phoneDisplay}`;
