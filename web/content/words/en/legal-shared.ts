// The words every legal page shares (content/legal/shared.ts). {firm}, {email}, {phone} and
// {address} come from config/site.json.
export default {
  lastUpdated: "Last updated:",
  howToReach: "Email {email}, call {phone}, or write to {firm}, {address}.",
};
